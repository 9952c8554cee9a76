import { useTranslation } from 'react-i18next';
import { Island } from '../islands/Island';
import { PageHero, Section, usePage } from '../components/Page';

/** /subscription/confirm?token=…: the link of a confirmation mail (not indexed: the route says so). */
export function SubscriptionConfirmPage() {
  usePage('subscription');
  const { t } = useTranslation(['subscription', 'common']);
  return (
    <>
      <PageHero title={t('subscription:hero.title')} text={t('subscription:hero.text')} />
      <Section>
        <Island name="SubscriptionConfirmCard" props={{}} />
      </Section>
    </>
  );
}
