import { useTranslation } from 'react-i18next';
import { Island } from '../islands/Island';
import { PageHero, Section, usePage } from '../components/Page';

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
