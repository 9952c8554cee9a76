import { useTranslation } from 'react-i18next';
import { PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';

/** /registration/cancel?token=…: the link of every registration mail (personal: never indexed). */
export function RegistrationCancelPage() {
  usePage('registration');
  const { t } = useTranslation(['registration', 'common']);
  return (
    <>
      <PageHero title={t('registration:hero.title')} text={t('registration:hero.text')} />
      <Section>
        <Island name="RegistrationCancelCard" props={{}} />
      </Section>
    </>
  );
}
