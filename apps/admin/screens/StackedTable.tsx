import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden';
import { ListScroller } from './list-parts';

/**
 * Below this width a table's rows are stacked: each row becomes a block of 'header: value' lines,
 * so every cell, the row's actions included, is in view without scrolling sideways.
 */
const STACKED_TABLE_MAX_PX = 639;
const STACKED = `@media (max-width: ${STACKED_TABLE_MAX_PX}px)`;

/** One column of a stacked table: its header text and how a row's cell renders. */
export interface StackedColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Width of the column (CSS length); the others share the rest. */
  width?: string;
}

const useStyles = makeStyles({
  // The narrowest width comes from the caller (`--stacked-table-min`); stacked rows need none.
  table: { minWidth: 'var(--stacked-table-min)', [STACKED]: { minWidth: 0, display: 'block' } },
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
  cellValue: { minWidth: 0, overflowWrap: 'anywhere' },
});

/**
 * One page of a list as a table named by the screen's heading (`labelledBy`), in its framed,
 * keyboard-scrollable box: at least `minWidth` wide, scrolling sideways below it, and stacked
 * into 'header: value' lines on narrow screens.
 */
export function StackedTable<T extends { id: number }>({
  labelledBy,
  busy,
  minWidth,
  columns,
  items,
}: {
  labelledBy: string;
  /** The next page is loading (the rows are the previous page's). */
  busy: boolean;
  minWidth: string;
  columns: readonly StackedColumn<T>[];
  items: readonly T[];
}) {
  const styles = useStyles();
  return (
    <ListScroller labelledBy={labelledBy} busy={busy}>
      {/* Explicit roles: a stacked table's rows and cells are laid out as blocks, and browsers
          drop the table semantics of elements whose display is changed. */}
      <Table
        role="table"
        className={styles.table}
        style={{ '--stacked-table-min': minWidth } as CSSProperties}
        aria-labelledby={labelledBy}
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
          {items.map((item) => (
            <TableRow key={item.id} role="row" className={styles.row}>
              {columns.map((column) => (
                <TableCell key={column.key} role="cell" className={styles.cell}>
                  {/* The header is already the cell's name for screen readers. */}
                  <span className={styles.cellLabel} aria-hidden>
                    {column.header}
                  </span>
                  <div className={styles.cellValue}>{column.render(item)}</div>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListScroller>
  );
}
