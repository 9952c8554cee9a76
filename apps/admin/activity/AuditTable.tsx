import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  SIGN_IN_FAILURES,
  type AuditAction,
  type AuditLogEntry,
  type AuditValue,
  type Role,
  type SignInFailure,
} from '../../../shared/entities';
import { activityLink } from './activity-link';
import { DateTimeCell } from '../kit/page';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';

/** A changed value longer than this is cut, with '…': the whole text is in the CSV export. */
export const CHANGE_VALUE_MAX = 60;
/** An update with more changed fields than this shows the first ones and a button for the rest. */
export const CHANGES_SHOWN = 3;

/** The actions the server records with no actor: whoever typed a username has not signed in. */
const ACTIONS_WITHOUT_ACTOR: readonly AuditAction[] = ['sign-in-failed', 'lockout'];

const useStyles = makeStyles({
  kind: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  itemLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  itemLabel: { fontWeight: tokens.fontWeightSemibold },
  address: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  changes: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  change: { fontSize: tokens.fontSizeBase200 },
  field: { fontWeight: tokens.fontWeightSemibold },
  more: { minWidth: 0, paddingLeft: 0, paddingRight: 0 },
});

/** A changed value as one short line: '—' for none, lists joined, long texts cut. */
export function changeValueText(value: AuditValue): string {
  if (value === null || value === '') return '—';
  const text = Array.isArray(value) ? (value.length ? value.join(', ') : '—') : String(value);
  return text.length > CHANGE_VALUE_MAX ? `${text.slice(0, CHANGE_VALUE_MAX - 1).trimEnd()}…` : text;
}

/** Why a sign-in was refused or locked out, as its entry keeps it; undefined for any other entry. */
function signInFailureOf(entry: AuditLogEntry): SignInFailure | undefined {
  if (!ACTIONS_WITHOUT_ACTOR.includes(entry.action)) return undefined;
  const reason = entry.changes?.reason?.[1];
  return (SIGN_IN_FAILURES as readonly unknown[]).includes(reason) ? (reason as SignInFailure) : undefined;
}

/** Who made an entry: the person, 'Not signed in' for a refused sign-in, 'Someone' for a deleted account. */
function actorName(entry: AuditLogEntry, t: (key: string) => string): string {
  if (entry.user) return entry.user.fullName;
  return ACTIONS_WITHOUT_ACTOR.includes(entry.action)
    ? t('admin:activityLog.notSignedIn')
    : t('admin:activity.someone');
}

/** What an update changed, one 'field: before → after' line each; the rest behind a button when there are many. */
function Changes({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const failure = signInFailureOf(entry);
  if (failure)
    return (
      <span className={styles.change}>
        {t('admin:activityLog.reason', { reason: t(`admin:activityLog.failures.${failure}`) })}
      </span>
    );
  const fields = Object.entries(entry.changes ?? {});
  if (fields.length === 0) return <span aria-label={t('admin:activityLog.noChanges')}>—</span>;
  const shown = expanded ? fields : fields.slice(0, CHANGES_SHOWN);
  return (
    <>
      <ul id={listId} className={styles.changes}>
        {shown.map(([field, [before, after]]) => (
          <li key={field} className={styles.change}>
            <span className={styles.field}>{field}</span>: {changeValueText(before)} → {changeValueText(after)}
          </li>
        ))}
      </ul>
      {fields.length > CHANGES_SHOWN ? (
        <Button
          appearance="transparent"
          size="small"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('admin:activityLog.fewerChanges') : t('admin:activityLog.allChanges', { count: fields.length })}
        </Button>
      ) : null}
    </>
  );
}

/** The item an entry is about: its kind, and its label linking to its admin screen when the role may open one. */
function Item({ entry, role }: { entry: AuditLogEntry; role: Role | undefined }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const to = activityLink(entry, role);
  return (
    <>
      <span className={styles.kind}>{t(`admin:activityLog.entities.${entry.entity}`)}</span>
      {to ? (
        <Link to={to} className={styles.itemLink}>
          {entry.label}
        </Link>
      ) : (
        <span className={styles.itemLabel}>{entry.label}</span>
      )}
    </>
  );
}

/** One page of the trail: when, who, what, which item, from where, what changed. */
export function AuditTable({
  items,
  labelledBy,
  busy,
  role,
}: {
  items: readonly AuditLogEntry[];
  labelledBy: string;
  busy: boolean;
  role: Role | undefined;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  // Shares of the table's width, so that the item and the changes never shrink to nothing beside
  // the fixed columns (the table is at least 960px wide and scrolls sideways below that).
  const columns: StackedColumn<AuditLogEntry>[] = [
    {
      key: 'when',
      header: t('admin:activityLog.columns.when'),
      width: '14%',
      render: (entry) => <DateTimeCell value={entry.at} />,
    },
    {
      key: 'who',
      header: t('admin:activityLog.columns.who'),
      width: '13%',
      render: (entry) => actorName(entry, t),
    },
    {
      key: 'what',
      header: t('admin:activityLog.columns.what'),
      width: '11%',
      render: (entry) => t(`admin:activityLog.actions.${entry.action}`),
    },
    {
      key: 'item',
      header: t('admin:activityLog.columns.item'),
      width: '21%',
      render: (entry) => <Item entry={entry} role={role} />,
    },
    {
      key: 'address',
      header: t('admin:activityLog.columns.address'),
      width: '11%',
      render: (entry) => <span className={styles.address}>{entry.address ?? '—'}</span>,
    },
    {
      key: 'changes',
      header: t('admin:activityLog.columns.changes'),
      width: '30%',
      render: (entry) => <Changes entry={entry} />,
    },
  ];
  return <StackedTable labelledBy={labelledBy} busy={busy} minWidth="960px" columns={columns} items={items} />;
}
