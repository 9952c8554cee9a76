import { Button, Field, Input, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BookmarkFilled, BookmarkRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_IDS_MAX } from '../../../../../shared/constants';
import type { Member } from '../../../../../shared/entities';
import type { DirectoryFilters, DirectoryPage } from '../../../../../shared/resources';
import { Section } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { pageCountOf } from '../../lib/pages';
import {
  browserStorage,
  parseSavedCompanies,
  readSavedEntry,
  subscribeSavedCompanies,
} from '../../lib/saved-companies';
import { useLocalize, usePageContext } from '../../page-context';
import { DIRECTORY_PATH, directoryQuery } from './address';
import { CompanyCard } from './CompanyCard';
import { FilterPanel, type FilterKey } from './FilterPanel';

const WIDE_SCREEN = '@media (min-width: 768px)';

const useStyles = makeStyles({
  searchRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    maxWidth: '40rem',
    marginBottom: tokens.spacingVerticalXL,
  },
  searchField: { flexGrow: 1, minWidth: '14rem' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: '1fr',
    [WIDE_SCREEN]: { gridTemplateColumns: '240px 1fr', alignItems: 'start' },
  },
  hidden: { display: 'none' },
  results: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  savedNote: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
});

/** Whether the code after hydration runs (false on the server and while hydrating). */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

/** The ids this browser saved (none on the server, so the first render matches the page's HTML). */
function useSavedCompanies(): number[] {
  const raw = useSyncExternalStore(
    subscribeSavedCompanies,
    () => readSavedEntry(browserStorage()),
    () => null,
  );
  return useMemo(() => parseSavedCompanies(raw), [raw]);
}

/** Where a saved-companies view stands: loading the public members, shown, or failed. */
type SavedView = { state: 'loading' } | { state: 'ready'; members: Member[] } | { state: 'failed' };

/** The public members of `ids`, in the page's language: one request per MEMBER_IDS_MAX of them. */
async function membersById(ids: readonly number[], language: string): Promise<Member[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += MEMBER_IDS_MAX)
    chunks.push(ids.slice(start, start + MEMBER_IDS_MAX));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const query = new URLSearchParams({ ids: chunk.join(','), pageSize: String(MEMBER_IDS_MAX), lang: language });
      const response = await fetch(`/api/members?${query.toString()}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`members: ${response.status}`);
      return (await response.json()) as Member[];
    }),
  );
  return pages.flat();
}

/**
 * The saved companies of every page, while `active`: read by their ids from the public member
 * list (in the page's language), so a company saved on page 3 shows on page 1 too. One that left
 * the directory meanwhile is simply not shown.
 */
function useSavedMembers(active: boolean, saved: readonly number[]): SavedView {
  const { language } = usePageContext();
  // The members read, with the ids they were read for: saving another one reads again.
  const [read, setRead] = useState<{ ids: string; members: Member[] } | null>(null);
  // Whether this showing of the view failed to load; the next showing tries again.
  const [failed, setFailed] = useState(false);
  const wanted = saved.join(',');
  const current = read?.ids === wanted ? read.members : null;
  useEffect(() => {
    if (!active || current) return;
    let live = true;
    const ids = wanted ? wanted.split(',').map(Number) : [];
    membersById(ids, language)
      .then((members) => {
        if (live) setRead({ ids: wanted, members });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      setFailed(false);
    };
  }, [active, current, wanted, language]);
  if (active && failed) return { state: 'failed' };
  if (!current) return { state: 'loading' };
  return { state: 'ready', members: current.filter((member) => saved.includes(member.id)) };
}

/**
 * The directory (an island): a GET form of search and filters, which the browser sends without
 * JavaScript too, and the server's page of company cards with its pager. Choosing a filter loads
 * its first page at once; a visitor's saved companies are kept in the browser.
 */
export function Directory({ page }: { page: DirectoryPage }) {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const saved = useSavedCompanies();
  const [search, setSearch] = useState(page.filters.search);
  const [filters, setFilters] = useState(page.filters);
  const [savedOnly, setSavedOnly] = useState(false);

  const addressOf = (target: DirectoryFilters, pageNumber = 1) =>
    `${localize(DIRECTORY_PATH)}${directoryQuery(target, pageNumber)}`;
  const choose = (key: FilterKey, value: string | null) => {
    const next = { ...filters, search: search.trim(), [key]: value };
    setFilters(next);
    window.location.assign(addressOf(next));
  };

  const savedView = useSavedMembers(savedOnly, saved);
  const shown = savedOnly ? (savedView.state === 'ready' ? savedView.members : []) : page.items;
  const pageCount = pageCountOf(page.total, page.pageSize);
  // The count says what is listed: the saved companies in the saved view (once they are read; the
  // note below says when they are loading or failed), otherwise the server's matches on every page.
  const countText = savedOnly
    ? savedView.state === 'ready'
      ? t('directory:list.count', { count: shown.length })
      : ''
    : t('directory:list.count', { count: page.total });
  const savedNote =
    savedView.state === 'failed'
      ? t('directory:saved.failed')
      : savedView.state === 'loading'
        ? t('directory:saved.loading')
        : shown.length
          ? t('directory:saved.showing', { count: shown.length })
          : t('directory:saved.none');

  return (
    <Section id="directory" title={t('directory:list.title')} intro={t('directory:list.intro')}>
      <form method="get" action={localize(DIRECTORY_PATH)} aria-label={t('directory:filters.form')}>
        <div className={styles.searchRow} role="search">
          <Field className={styles.searchField} label={t('directory:search.label')}>
            <Input
              type="search"
              name="search"
              value={search}
              contentBefore={<SearchRegular aria-hidden />}
              placeholder={t('directory:search.placeholder')}
              onChange={(_event, data) => setSearch(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary">
            {t('directory:search.submit')}
          </Button>
        </div>
        <div className={styles.layout}>
          <FilterPanel filters={filters} hydrated={hydrated} onChoose={choose} />
          <div className={styles.results}>
            <ResultsToolbar countText={countText} countTestId="company-count" emphasis>
              <ToggleButton
                className={mergeClasses(!hydrated && styles.hidden)}
                checked={savedOnly}
                icon={savedOnly ? <BookmarkFilled /> : <BookmarkRegular />}
                onClick={() => setSavedOnly((only) => !only)}
                data-testid="saved-only"
              >
                {t('directory:saved.toggle', { count: saved.length })}
              </ToggleButton>
            </ResultsToolbar>
            {savedOnly ? (
              <p className={styles.savedNote} role="status">
                {savedNote} {t('directory:saved.browserOnly')}
              </p>
            ) : null}
            {!savedOnly && page.items.length === 0 ? (
              <div>
                <EmptyState title={t('directory:list.emptyTitle')} text={t('directory:list.emptyText')} />
              </div>
            ) : (
              <div className={styles.grid}>
                {shown.map((member) => (
                  <CompanyCard key={member.id} member={member} saved={saved.includes(member.id)} />
                ))}
              </div>
            )}
            {savedOnly ? null : (
              <Pagination
                label={t('directory:pagination.label')}
                page={page.page}
                pageCount={pageCount}
                onChange={(target) => window.location.assign(addressOf(page.filters, target))}
                hrefOf={(target) => addressOf(page.filters, target)}
              />
            )}
          </div>
        </div>
      </form>
    </Section>
  );
}
