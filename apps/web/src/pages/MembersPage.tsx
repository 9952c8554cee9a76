import { useTranslation } from 'react-i18next';
import type { MemberListPage } from '../../../../shared/entities';
import { MEMBER_PAGE_SIZE } from '../../../../shared/constants';
import { ButtonLink } from '../../../ui/button-link';
import { PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { MemberResults } from './members/MemberResults';

/** What the list shows when the server read no page (never on /members itself). */
const EMPTY_PAGE: MemberListPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: MEMBER_PAGE_SIZE,
  filters: { search: '', industry: null, region: null },
  options: { industries: [], regions: [] },
};

/**
 * /members: the member directory, searched, filtered by region and industry and paged by the
 * server from the address's query; the filter form is the one island.
 */
export function MembersPage() {
  usePage('members');
  const { t } = useTranslation(['members', 'common']);
  const page = usePageData().memberList ?? EMPTY_PAGE;
  return (
    <>
      <PageHero title={t('members:hero.title')} text={t('members:hero.text')}>
        <ButtonLink to="/membership/apply" appearance="secondary">
          {t('members:hero.join')}
        </ButtonLink>
      </PageHero>
      <Section title={t('members:list.title')} intro={t('members:list.intro')}>
        <Island name="MemberDirectory" props={{ filters: page.filters, options: page.options }} />
        <MemberResults page={page} />
      </Section>
    </>
  );
}
