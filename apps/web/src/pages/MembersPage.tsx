import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import { PageHero, Section, usePage } from '../components/Page';
import { useMembers } from '../hooks/content';
import { usePageData } from '../page-data';
import { Island } from '../islands/Island';

/** /members: the member directory with search, region and industry filters kept in the URL. */
export function MembersPage() {
  usePage('members');
  const { t } = useTranslation(['members', 'common']);
  const { data = [] } = useMembers();
  const otherText = usePageData().otherLanguageText?.members;
  return (
    <>
      <PageHero title={t('members:hero.title')} text={t('members:hero.text')}>
        <ButtonLink to="/membership/apply" appearance="secondary">
          {t('members:hero.join')}
        </ButtonLink>
      </PageHero>
      <Section title={t('members:list.title')} intro={t('members:list.intro')}>
        <Island name="MemberDirectory" props={{ members: data, otherText }} />
      </Section>
    </>
  );
}
