import { useTranslation } from 'react-i18next';
import { Island } from '../islands/Island';
import { PageHero, Section, usePage } from '../components/Page';
import { TokenActionCard } from '../components/TokenActionCard';

/** The card of the unsubscribe link: the visitor presses Unsubscribe (POST /api/unsubscribe). An island. */
export function UnsubscribeCard() {
  return <TokenActionCard namespace="unsubscribe" endpoint="/api/unsubscribe" testId="unsubscribe-card" />;
}

/** /unsubscribe?token=…: the link of a mailing (not indexed: the route says so). */
export function UnsubscribePage() {
  usePage('unsubscribe');
  const { t } = useTranslation(['unsubscribe', 'common']);
  return (
    <>
      <PageHero title={t('unsubscribe:hero.title')} text={t('unsubscribe:hero.text')} />
      <Section>
        <Island name="UnsubscribeCard" props={{}} />
      </Section>
    </>
  );
}
