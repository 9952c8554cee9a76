import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsArchivePage, NewsCategory } from '../../../../../shared/entities';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { NewsCard } from '../../components/Cards';
import { SearchField, SelectField } from '../../components/Fields';
import { CardGrid } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { ListResults } from '../../components/States';
import { useNewsArchivePage, type ArchiveQuery } from '../../hooks/archive';
import { useLocalize } from '../../page-context';
import { ALL } from '../../lib/filters';
import { pageCountOf } from '../../lib/pages';

const useStyles = makeStyles({
  toolbar: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
});

/**
 * The archive: every visible article but the featured three, paged, searched and filtered by
 * the server (an island; the server renders the page the address asks for, `?page=&search=&category=`).
 */
export function NewsArchive({ initial, query }: { initial: NewsArchivePage; query: ArchiveQuery }) {
  const { t, i18n } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const [search, setSearch] = useState(query.search);
  const [category, setCategory] = useState<string>(query.category);
  const [page, setPage] = useState(query.page);
  const sectionRef = useRef<HTMLDivElement>(null);
  const searched = useDebouncedValue(search.trim());
  const { data, isPending, isError } = useNewsArchivePage(
    { page, search: searched, category },
    { query, page: initial },
  );

  const categories = [...(data?.categories ?? [])].sort((a, b) =>
    t(`common:newsCategories.${a}`).localeCompare(t(`common:newsCategories.${b}`), i18n.language),
  );
  // The choice stays listed while another page or search loads, even if it no longer occurs.
  if (category !== ALL && !categories.includes(category as NewsCategory)) categories.push(category as NewsCategory);
  const total = data?.total ?? 0;

  // A new search or category starts again on the first page.
  const [lastQuery, setLastQuery] = useState({ searched, category });
  if (lastQuery.searched !== searched || lastQuery.category !== category) {
    setLastQuery({ searched, category });
    setPage(1);
  }

  const addressOf = (target: { page: number; search: string; category: string }) => {
    const params = new URLSearchParams();
    if (target.page > 1) params.set('page', String(target.page));
    if (target.search) params.set('search', target.search);
    if (target.category !== ALL) params.set('category', target.category);
    const search = params.toString();
    return `${localize('/news')}${search ? `?${search}` : ''}`;
  };
  // The address follows the archive's state, so a reload or a shared link shows the same page.
  useEffect(() => {
    const address = addressOf({ page, search: searched, category });
    if (`${window.location.pathname}${window.location.search}` !== address) {
      window.history.replaceState(window.history.state, '', address);
    }
  });

  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div ref={sectionRef} className={styles.toolbar} aria-busy={isPending}>
        <SearchField
          label={t('news:filters.search')}
          placeholder={t('news:filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('news:filters.category')}
          value={category}
          onChange={setCategory}
          allLabel={t('news:filters.allCategories')}
          allValue={ALL}
          options={categories.map((code) => [code, t(`common:newsCategories.${code}`)])}
        />
      </div>
      <ListResults
        isError={isError}
        count={total}
        countText={t('news:archive.count', { count: total })}
        emptyTitle={t('news:empty.title')}
      >
        <CardGrid>
          {data?.items.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </CardGrid>
        <Pagination
          label={t('news:pagination.label')}
          page={data.page}
          pageCount={pageCountOf(total, data.pageSize)}
          onChange={goTo}
          hrefOf={(target) => addressOf({ page: target, search: searched, category })}
        />
      </ListResults>
    </>
  );
}
