import {
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGING } from '../../../shared/constants';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  search: { flexGrow: 1, minWidth: '14rem', maxWidth: '28rem' },
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
});

/** The row of controls above a list: the search box, its filters. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={useStyles().toolbar}>{children}</div>;
}

/** The labelled search box of a list, the widest control of its toolbar. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  inputRef,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field className={useStyles().search} label={label}>
      <Input
        ref={inputRef}
        type="search"
        value={value}
        maxLength={PAGING.searchMax}
        placeholder={placeholder}
        contentBefore={<SearchRegular aria-hidden />}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}

/** A grey centred message in place of the table (loading, empty, failed). */
export function ListState({ title, text, alert = false }: { title: ReactNode; text?: string; alert?: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.state} role={alert ? 'alert' : 'status'}>
      <p className={styles.stateTitle}>{title}</p>
      {text ? <p className={styles.stateText}>{text}</p> : null}
    </div>
  );
}

/** The first page on its way, in place of the table: the spinner alone (it is its own progress bar). */
export function ListLoading() {
  const { t } = useTranslation('admin');
  return (
    <div className={useStyles().state}>
      <Spinner label={t('admin:common.loading')} />
    </div>
  );
}

/** The framed box around a list's table, named by the screen's heading (`labelledBy`). */
export function ListScroller({
  labelledBy,
  busy,
  children,
}: {
  labelledBy: string;
  /** The next page is loading (the rows are the previous page's). */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    // A scrollable region must be reachable by keyboard (it scrolls sideways on narrow screens).
    <div className={useStyles().scroller} role="region" aria-labelledby={labelledBy} aria-busy={busy} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * One page of a list as a table named by the screen's heading (`labelledBy`), with a header row
 * of plain column names; the caller renders the rows.
 */
export function ListTable({
  labelledBy,
  busy,
  className,
  headers,
  children,
}: {
  labelledBy: string;
  busy: boolean;
  /** The table's own layout (its narrowest width). */
  className: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <ListScroller labelledBy={labelledBy} busy={busy}>
      <Table className={className} aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header} className={styles.headerCell}>
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </ListScroller>
  );
}
