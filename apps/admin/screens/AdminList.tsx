import {
  Button,
  Field,
  Input,
  Select,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAGING } from '../../../shared/constants';
import { useAdminList, type ItemOfKind, type ListKind } from '../admin-queries';
import { pageCount } from './paging';
import { ScreenHeader, useAdminPageMeta } from './page';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden';

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

/**
 * Below this width a table's rows are stacked: each row becomes a block of 'header: value' lines,
 * so every cell, the row's actions included, is in view without scrolling sideways.
 */
export const STACKED_TABLE_MAX_PX = 639;
const STACKED = `@media (max-width: ${STACKED_TABLE_MAX_PX}px)`;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  search: { flexGrow: 1, minWidth: '14rem', maxWidth: '28rem' },
  filter: { minWidth: '11rem' },
  deletedSwitch: { paddingBottom: tokens.spacingVerticalXXS },
  state: {
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  stateTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  stateText: { margin: `${tokens.spacingVerticalS} 0 0` },
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  // The narrowest width comes from the list (`--admin-table-min`); stacked rows need none.
  table: { minWidth: 'var(--admin-table-min)', [STACKED]: { minWidth: 0, display: 'block' } },
  head: { [STACKED]: VISUALLY_HIDDEN },
  body: { [STACKED]: { display: 'block' } },
  row: {
    [STACKED]: {
      display: 'grid',
      gap: tokens.spacingVerticalXS,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  cell: {
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    verticalAlign: 'top',
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
      alignItems: 'start',
      gap: tokens.spacingHorizontalM,
      padding: 0,
      height: 'auto',
      minHeight: 0,
    },
  },
  // The column's name beside each value, only where the header row is out of sight.
  cellLabel: {
    display: 'none',
    [STACKED]: { display: 'block', color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  },
  cellValue: { [STACKED]: { minWidth: 0 } },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pagerText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** `value`, once it has not changed for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

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
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
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
  if (query.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('admin:common.error')}</p>
        <p className={styles.stateText}>{t('admin:common.loadFailed')}</p>
      </div>
    );
  } else if (!data) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('admin:common.loading')} />
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>{t('admin:common.noResults')}</p>
      </div>
    );
  } else {
    const context: RowContext = { deleted };
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        {/* A scrollable region must be reachable by keyboard (it scrolls sideways on narrow screens). */}
        <div className={styles.scroller} role="region" aria-labelledby={captionId} aria-busy={loadingPage} tabIndex={0}>
          {/* Explicit roles: a stacked table's rows and cells are laid out as blocks, and browsers
              drop the table semantics of elements whose display is changed. */}
          <Table
            role="table"
            className={styles.table}
            style={{ '--admin-table-min': minWidth } as CSSProperties}
            aria-labelledby={captionId}
          >
            <TableHeader role="rowgroup" className={styles.head}>
              <TableRow role="row">
                {columns.map((column) => (
                  <TableHeaderCell
                    key={column.key}
                    role="columnheader"
                    className={styles.headerCell}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.header}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody role="rowgroup" className={styles.body}>
              {data.items.map((item) => (
                <TableRow key={item.id} role="row" className={styles.row}>
                  {columns.map((column) => (
                    <TableCell key={column.key} role="cell" className={styles.cell}>
                      {/* The header is already the cell's name for screen readers. */}
                      <span className={styles.cellLabel} aria-hidden>
                        {column.header}
                      </span>
                      <div className={styles.cellValue}>{column.render(item, context)}</div>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <nav className={styles.pager} aria-label={t('admin:list.pagination')}>
          <p className={styles.pagerText} role="status">
            {t('admin:list.pageOf', { page, pages })} · {t('admin:list.total', { count: data.total })}
          </p>
          <div className={styles.pagerButtons}>
            {loadingPage ? <Spinner size="tiny" label={t('admin:common.loading')} /> : null}
            {/* Focusable when disabled, so the keyboard stays put on the first and last page. */}
            <Button icon={<ChevronLeftRegular />} disabledFocusable={page <= 1} onClick={() => goTo(page - 1)}>
              {t('admin:list.previous')}
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabledFocusable={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              {t('admin:list.next')}
            </Button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        {toolbarStart}
        <Field className={styles.search} label={searchLabel}>
          <Input
            type="search"
            value={search}
            maxLength={PAGING.searchMax}
            placeholder={searchPlaceholder}
            contentBefore={<SearchRegular aria-hidden />}
            onChange={(_event, value) => setSearch(value.value)}
          />
        </Field>
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
      </div>
      {body}
    </>
  );
}
