import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
  type TableProps,
} from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden';
import { ListScroller } from './list-parts';

/**
 * Below this width a table's rows are stacked: each row becomes a block of 'header: value' lines,
 * so every cell, the row's actions included, is in view without scrolling sideways.
 */
const STACKED_TABLE_MAX_PX = 639;
/** The media query under which tables stack (for a table of its own shape that stacks alike). */
export const STACKED = `@media (max-width: ${STACKED_TABLE_MAX_PX}px)`;

/** What a row carries besides its cells: an id or data attributes to find it by, a class to mark it. */
export interface StackedRowProps {
  id?: string;
  className?: string;
  [data: `data-${string}`]: string | number | undefined;
}

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
  cell: {
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
  // A medium table is a list's: semibold column names, room above and below each value. A small
  // one keeps the plain, tight look of Fluent's table (as in a dialog).
  listHeaderCell: { fontWeight: tokens.fontWeightSemibold },
  listCell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  // Rows of controls (buttons, switches) line their text up with the controls' labels.
  middle: { verticalAlign: 'middle' },
  // The column's name beside each value, only where the header row is out of sight.
  cellLabel: {
    display: 'none',
    [STACKED]: { display: 'block', color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  },
  cellValue: { minWidth: 0, overflowWrap: 'anywhere' },
});

/** The table of `StackedTable` alone, for a caller with its own box (a dialog's scrolling area). */
export function StackedRows<T extends { id: number | string }>({
  label,
  labelledBy,
  minWidth,
  size = 'medium',
  align = 'top',
  columns,
  items,
  rowProps,
}: {
  /** The table's name, where no element on screen names it (else `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** The table's narrowest width (CSS length) before its box scrolls sideways; none by default. */
  minWidth?: string;
  size?: TableProps['size'];
  /** How a cell's content sits in a row that is not stacked. */
  align?: 'top' | 'middle';
  columns: readonly StackedColumn<T>[];
  items: readonly T[];
  rowProps?: (item: T) => StackedRowProps;
}) {
  const styles = useStyles();
  const list = size === 'medium';
  const cellClass = mergeClasses(styles.cell, list && styles.listCell, align === 'middle' && styles.middle);
  return (
    // Explicit roles: a stacked table's rows and cells are laid out as blocks, and browsers drop
    // the table semantics of elements whose display is changed.
    <Table
      role="table"
      size={size}
      className={styles.table}
      style={minWidth ? ({ '--stacked-table-min': minWidth } as CSSProperties) : undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <TableHeader role="rowgroup" className={styles.head}>
        <TableRow role="row">
          {columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              role="columnheader"
              className={list ? styles.listHeaderCell : undefined}
              style={column.width ? { width: column.width } : undefined}
            >
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody role="rowgroup" className={styles.body}>
        {items.map((item) => {
          const { className, ...attributes } = rowProps?.(item) ?? {};
          return (
            <TableRow key={item.id} {...attributes} role="row" className={mergeClasses(styles.row, className)}>
              {columns.map((column) => (
                <TableCell key={column.key} role="cell" className={cellClass}>
                  {/* The header is already the cell's name for screen readers. */}
                  <span className={styles.cellLabel} aria-hidden>
                    {column.header}
                  </span>
                  <div className={styles.cellValue}>{column.render(item)}</div>
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * One page of a list as a table named by the screen's heading (`labelledBy`), in its framed,
 * keyboard-scrollable box: at least `minWidth` wide, scrolling sideways below it, and stacked
 * into 'header: value' lines on narrow screens.
 */
export function StackedTable<T extends { id: number | string }>({
  labelledBy,
  busy,
  minWidth,
  align,
  columns,
  items,
  rowProps,
}: {
  labelledBy: string;
  /** The next page is loading (the rows are the previous page's). */
  busy: boolean;
  minWidth: string;
  /** How a cell's content sits in a row that is not stacked (top by default). */
  align?: 'top' | 'middle';
  columns: readonly StackedColumn<T>[];
  items: readonly T[];
  rowProps?: (item: T) => StackedRowProps;
}) {
  return (
    <ListScroller labelledBy={labelledBy} busy={busy}>
      <StackedRows
        labelledBy={labelledBy}
        minWidth={minWidth}
        align={align}
        columns={columns}
        items={items}
        rowProps={rowProps}
      />
    </ListScroller>
  );
}
