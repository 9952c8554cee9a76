import { Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdminList, type ItemOfKind, type ListKind } from '../queries/content';
import { ListPager } from './ListPager';
import { ListLoading, ListSearch, ListState, ListToolbar } from './list-parts';
import { pageCount } from './paging';
import { ScreenHeader, useAdminPageMeta } from './page';
import { StackedTable } from './StackedTable';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** How a row is being shown: in the normal list, or among the deleted items (restore only). */
export interface RowContext {
  deleted: boolean;
}

/** One column of an admin table: its header text and how a row's cell renders. */
export interface AdminColumn<T> {
  key: string;
  header: string;
  render: (item: T, context: RowContext) => ReactNode;
  /** Width of the column (CSS length); the others share the rest. */
  width?: string;
}

/** An exact-match filter of a list: a labelled select whose first option is 'All'. */
export interface AdminFilter {
  /** The query parameter (region, category, status...). */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  filter: { minWidth: '11rem' },
  deletedSwitch: { paddingBottom: tokens.spacingVerticalXXS },
});

/** What a paged list takes, with or without its screen heading. */
export interface AdminListProps<K extends ListKind> {
  kind: K;
  searchLabel: string;
  searchPlaceholder: string;
  filters?: readonly AdminFilter[];
  /** Query parameters every request carries (the subscription list, for example). */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Controls before the search box (a list selector, for example). */
  toolbarStart?: ReactNode;
  /** Shows the 'Show deleted items' switch (admins: they may restore). */
  canShowDeleted?: boolean;
  columns: readonly AdminColumn<ItemOfKind[K]>[];
  /** The table's narrowest width: below it the table scrolls sideways. */
  minWidth?: string;
}

/**
 * The one scaffold of the admin lists, paged by the server: the screen's h1, a
 * labelled search box (sent after a 300 ms pause) and filters, for admins a switch to list deleted
 * items, a spinner while loading, 'No results found' when nothing matches, 'Error!' when the list
 * cannot be read, the table, and previous/next page buttons with 'Page X of Y' and the total.
 * A link may preset the search, the filters and the deleted switch (`?search=...&region=nordic&deleted=true`).
 */
export function AdminList<K extends ListKind>({
  title,
  description,
  actions,
  ...list
}: AdminListProps<K> & {
  title: string;
  description: string;
  /** Buttons next to the title (Add, for example). */
  actions?: ReactNode;
}) {
  const captionId = useId();
  useAdminPageMeta(title, description);
  return (
    <>
      <ScreenHeader titleId={captionId} title={title} description={description} actions={actions} />
      <AdminListBody {...list} captionId={captionId} />
    </>
  );
}

/**
 * The toolbar, table and pager of a list, under a heading the caller renders (a tab's h2, for
 * example) whose id is `captionId`: it names the table.
 */
export function AdminListBody<K extends ListKind>({
  kind,
  captionId,
  searchLabel,
  searchPlaceholder,
  filters = [],
  fixedFilters,
  toolbarStart,
  canShowDeleted = false,
  columns,
  minWidth = '760px',
}: AdminListProps<K> & { captionId: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  // A link may preset a filter too (`?missing=sv`), to one of its options.
  const [filterValues, setFilterValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      filters.flatMap((filter) => {
        const preset = searchParams.get(filter.name);
        return preset && filter.options.some((option) => option.value === preset) ? [[filter.name, preset]] : [];
      }),
    ),
  );
  const [deletedSwitch, setDeletedSwitch] = useState(() => searchParams.get('deleted') === 'true');

  const deleted = canShowDeleted && deletedSwitch;
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search, filter or view starts at page 1: the page is kept per criteria.
  const requestFilters = { ...filterValues, ...fixedFilters };
  const criteria = JSON.stringify([debouncedSearch, requestFilters, deleted]);
  const [paging, setPaging] = useState({ criteria, page: 1 });
  const page = paging.criteria === criteria ? paging.page : 1;
  const goTo = (next: number) => setPaging({ criteria, page: next });

  const query = useAdminList(kind, { page, search: debouncedSearch, filters: requestFilters, deleted });
  const { data } = query;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // The last item of the last page went (deleted, restored, filtered away): show the new last page.
  if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > pages) goTo(pages);

  let body: ReactNode;
  if (query.isError) body = <ListState alert title={t('admin:common.error')} text={t('admin:common.loadFailed')} />;
  else if (!data) body = <ListLoading />;
  else if (data.items.length === 0) body = <ListState title={t('admin:common.noResults')} />;
  else {
    const context: RowContext = { deleted };
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        <StackedTable<ItemOfKind[K]>
          labelledBy={captionId}
          busy={loadingPage}
          minWidth={minWidth}
          items={data.items}
          columns={columns.map((column) => ({ ...column, render: (item) => column.render(item, context) }))}
        />
        <ListPager
          page={page}
          pages={pages}
          total={t('admin:list.total', { count: data.total })}
          loading={loadingPage}
          onPage={goTo}
        />
      </>
    );
  }

  return (
    <>
      <ListToolbar>
        {toolbarStart}
        <ListSearch label={searchLabel} placeholder={searchPlaceholder} value={search} onChange={setSearch} />
        {filters.map((filter) => (
          <Field key={filter.name} className={styles.filter} label={filter.label}>
            <Select
              value={filterValues[filter.name] ?? 'all'}
              onChange={(_event, value) => setFilterValues((current) => ({ ...current, [filter.name]: value.value }))}
            >
              <option value="all">{t('admin:list.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        {canShowDeleted ? (
          <Switch
            className={styles.deletedSwitch}
            label={t('admin:list.showDeleted')}
            checked={deletedSwitch}
            onChange={(_event, value) => setDeletedSwitch(value.checked)}
          />
        ) : null}
      </ListToolbar>
      {body}
    </>
  );
}
