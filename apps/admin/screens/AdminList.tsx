import {
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader, useAdminPageMeta } from './page';

/** One column of an admin table: its header text and how a row's cell renders. */
export interface AdminColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Width of the column (CSS length); the others share the rest. */
  width?: string;
}

const useStyles = makeStyles({
  search: { maxWidth: '28rem', marginBottom: tokens.spacingVerticalL },
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
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  cell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS, verticalAlign: 'top' },
});

/** Whether any of the texts contains `needle` (already lower-cased), ignoring case. */
export function matchesText(needle: string, ...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => text?.toLocaleLowerCase().includes(needle) ?? false);
}

/**
 * The one scaffold of the admin lists (§2 Admin lists): the screen's h1, a labelled search box,
 * a spinner while loading, 'No results found' when nothing matches, and the table.
 */
export function AdminList<T extends { id: number }>({
  title,
  description,
  actions,
  searchLabel,
  searchPlaceholder,
  query,
  matches,
  columns,
  minWidth = '760px',
}: {
  title: string;
  description: string;
  /** Buttons next to the title (Add, for example). */
  actions?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError'>;
  /** Whether an item matches the search text (trimmed and lower-cased). */
  matches: (item: T, needle: string) => boolean;
  columns: readonly AdminColumn<T>[];
  /** The table's narrowest width: below it the table scrolls sideways. */
  minWidth?: string;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const captionId = useId();
  const [search, setSearch] = useState('');
  useAdminPageMeta(title, description);

  const needle = search.trim().toLocaleLowerCase();
  const { data } = query;
  const rows = data && needle ? data.filter((item) => matches(item, needle)) : (data ?? []);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('admin:common.loading')} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('admin:common.error')}</p>
        <p className={styles.stateText}>{t('admin:common.loadFailed')}</p>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>{t('admin:common.noResults')}</p>
      </div>
    );
  } else {
    body = (
      // A scrollable region must be reachable by keyboard (it scrolls sideways on narrow screens).
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table style={{ minWidth }} aria-labelledby={captionId}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.key}
                  className={styles.headerCell}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={styles.cell}>
                    {column.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <>
      <ScreenHeader titleId={captionId} title={title} description={description} actions={actions} />
      <Field className={styles.search} label={searchLabel}>
        <Input
          type="search"
          value={search}
          placeholder={searchPlaceholder}
          contentBefore={<SearchRegular aria-hidden />}
          onChange={(_event, value) => setSearch(value.value)}
        />
      </Field>
      {body}
    </>
  );
}
