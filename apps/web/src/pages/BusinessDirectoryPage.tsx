import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage } from '../../../../shared/resources';
import { ButtonLink } from '../../../ui/button-link';
import { CallToAction } from '../components/Blocks';
import { PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';

/** Listing a company in the directory starts with applying for membership. */
const JOIN_TARGET = '/membership/apply';

const useStyles = makeStyles({
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** What the directory shows when the server read no page (never on /business-directory itself). */
const EMPTY_PAGE: DirectoryPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: DIRECTORY_PAGE_SIZE,
  filters: { search: '', region: null, industry: null, type: null },
};

/**
 * Business directory: the member companies, searched, filtered and paged by the server (the
 * Directory island, in ./directory).
 */
export function BusinessDirectoryPage() {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const { directory } = usePageData();
  usePage('directory');
  return (
    <>
      <PageHero title={t('directory:hero.title')} text={t('directory:hero.text')}>
        <ButtonLink to={JOIN_TARGET} appearance="secondary">
          {t('directory:join.button')}
        </ButtonLink>
      </PageHero>
      {/* At load: the Save buttons show what this browser saved as soon as the page is read. */}
      <Island name="Directory" props={{ page: directory ?? EMPTY_PAGE }} hydrate="load" />
      <Section id="join-directory" className={styles.band} title={t('directory:join.title')}>
        <CallToAction text={t('directory:join.text')} to={JOIN_TARGET} action={t('directory:join.button')} />
      </Section>
    </>
  );
}
