import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  SIGN_IN_FAILURES,
  type AuditAction,
  type AuditEntity,
  type AuditLogEntry,
  type AuditValue,
  type Role,
  type SignInFailure,
  type StaffRef,
} from '../../../shared/entities';
import { auditEntitiesFor } from '../../../shared/roles';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { auditExportUrl, useAuditLog, type AuditParams } from '../queries/audit';
import { useCurrentUser } from '../session';
import { activityLink } from './activity-link';
import { SEARCH_DEBOUNCE_MS } from '../kit/AdminList';
import { ListPager } from '../kit/ListPager';
import { ListLoading, ListSearch, ListState, ListToolbar } from '../kit/list-parts';
import { DownloadButton } from '../kit/ExportButton';
import { DateTimeCell, ScreenHeader, useAdminPageMeta } from '../kit/page';
import { pageCount } from '../kit/paging';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';

/** A changed value longer than this is cut, with '…': the whole text is in the CSV export. */
export const CHANGE_VALUE_MAX = 60;
/** An update with more changed fields than this shows the first ones and a button for the rest. */
export const CHANGES_SHOWN = 3;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The actions the server records with no actor: whoever typed a username has not signed in. */
const ACTIONS_WITHOUT_ACTOR: readonly AuditAction[] = ['sign-in-failed', 'lockout'];

const useStyles = makeStyles({
  filter: { minWidth: '11rem' },
  date: { minWidth: '9rem' },
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
  retry: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalS },
});

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : 'all';

/**
 * The selection a link names (`?user=3&action=update&entity=news&from=2026-11-01&to=2026-11-30&search=…&page=2`);
 * a value that is not one of the filter's is left out.
 */
export function auditParamsOf(searchParams: URLSearchParams): AuditParams {
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const user = searchParams.get('user') ?? '';
  return {
    user: /^[1-9]\d*$/.test(user) ? user : '',
    action: oneOf<AuditAction>(AUDIT_ACTIONS, searchParams.get('action')),
    entity: oneOf<AuditEntity>(AUDIT_ENTITIES, searchParams.get('entity')),
    from: day('from'),
    to: day('to'),
    search: searchParams.get('search') ?? '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
}

/** The address of a selection: the filters that are set, and the page after the first. */
function searchOf(params: AuditParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.user) query.set('user', params.user);
  if (params.action !== 'all') query.set('action', params.action);
  if (params.entity !== 'all') query.set('entity', params.entity);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.search) query.set('search', params.search);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

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
function AuditTable({
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

/** The people of the 'who' filter, with the one a link names even when it is not (or no longer) among them. */
function peopleOptions(people: readonly StaffRef[] | undefined, selected: string) {
  const options = (people ?? []).map((person) => ({ value: String(person.id), label: person.fullName }));
  if (selected && !options.some((option) => option.value === selected))
    options.push({ value: selected, label: `#${selected}` });
  return options;
}

/**
 * /admin/activity-log (admin, editor): the audit trail, newest first, filtered by who, what, which
 * kind of item, which days and a text in the item's label, paged by the server; editors see the
 * entries about content only (the server's choice). Every filter and the page are in the address,
 * so a filtered view can be linked; Export CSV downloads the whole selection.
 */
export function ActivityLogScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const role = useCurrentUser().data?.role;
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = auditParamsOf(searchParams);
  const [text, setText] = useState(linked.search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useAdminPageMeta(t('admin:activityLog.title'), t('admin:activityLog.description'));

  /** A new filter in the address, from page 1; it replaces the history entry, so Back leaves the screen instead of undoing each filter. */
  const select = (change: Partial<AuditParams>) =>
    setSearchParams(searchOf({ ...linked, page: 1, ...change }), { replace: true });

  // The search goes into the address once typing pauses; the request follows the address.
  const written = useRef(debounced);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    if (debounced !== linked.search.trim()) select({ search: debounced });
    // Only a new pause in typing writes: the address changing for another reason does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // The address changed from elsewhere (a link, the sidebar, Back): the box shows its search.
  const [shownSearch, setShownSearch] = useState(linked.search);
  if (linked.search !== shownSearch) {
    setShownSearch(linked.search);
    if (linked.search.trim() !== debounced) setText(linked.search);
  }

  const params = linked;
  const daysReversed = Boolean(params.from && params.to && params.to < params.from);
  const query = useAuditLog(params);
  const { data } = query;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // A link named a page past the end of the selection: show the last page.
  const pastEnd = Boolean(
    data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && params.page > pages,
  );
  useEffect(() => {
    if (pastEnd) setSearchParams(searchOf({ ...params, page: pages }), { replace: true });
  }, [pastEnd, pages, params, setSearchParams]);
  const filtered =
    Boolean(params.user || params.from || params.to || params.search) ||
    params.action !== 'all' ||
    params.entity !== 'all';

  let body: ReactNode;
  if (query.isError)
    body = (
      <>
        <ListState alert title={t('admin:common.error')} text={t('admin:common.loadFailed')} />
        <div className={styles.retry}>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void query.refetch()}>
            {t('admin:activityLog.retry')}
          </Button>
        </div>
      </>
    );
  else if (!data) body = <ListLoading />;
  else if (data.items.length === 0 && !filtered)
    body = <ListState title={t('admin:activityLog.emptyTitle')} text={t('admin:activityLog.emptyText')} />;
  else if (data.items.length === 0) body = <ListState title={t('admin:common.noResults')} />;
  else {
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        <AuditTable items={data.items} labelledBy={headingId} busy={loadingPage} role={role} />
        <ListPager
          page={params.page}
          pages={pages}
          total={t('admin:activityLog.total', { count: data.total })}
          loading={loadingPage}
          onPage={(next) => setSearchParams(searchOf({ ...params, page: next }))}
        />
      </>
    );
  }

  return (
    <>
      <ScreenHeader
        titleId={headingId}
        title={t('admin:activityLog.title')}
        description={t('admin:activityLog.description')}
        actions={
          // A plain download: the browser sends the session cookie and saves the server's file name.
          <DownloadButton href={auditExportUrl(params)}>{t('admin:activityLog.export')}</DownloadButton>
        }
      />
      <ListToolbar>
        <ListSearch
          label={t('admin:activityLog.search')}
          placeholder={t('admin:activityLog.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <Field className={styles.filter} label={t('admin:activityLog.who')}>
          <Select value={params.user} onChange={(_event, value) => select({ user: value.value })}>
            <option value="">{t('admin:activityLog.anyone')}</option>
            {peopleOptions(data?.people, params.user).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.filter} label={t('admin:activityLog.action')}>
          <Select
            value={params.action}
            onChange={(_event, value) => select({ action: oneOf(AUDIT_ACTIONS, value.value) })}
          >
            <option value="all">{t('admin:list.all')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin:activityLog.actions.${action}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.filter} label={t('admin:activityLog.entity')}>
          <Select
            value={params.entity}
            onChange={(_event, value) => select({ entity: oneOf(AUDIT_ENTITIES, value.value) })}
          >
            <option value="all">{t('admin:list.all')}</option>
            {auditEntitiesFor(role).map((entity) => (
              <option key={entity} value={entity}>
                {t(`admin:activityLog.entities.${entity}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.date} label={t('admin:activityLog.from')}>
          <Input
            type="date"
            value={params.from}
            max={params.to || undefined}
            onChange={(_event, value) => select({ from: value.value })}
          />
        </Field>
        <Field
          className={styles.date}
          label={t('admin:activityLog.to')}
          validationMessage={daysReversed ? t('admin:activityLog.toBeforeFrom') : undefined}
        >
          <Input
            type="date"
            value={params.to}
            min={params.from || undefined}
            onChange={(_event, value) => select({ to: value.value })}
          />
        </Field>
      </ListToolbar>
      {body}
    </>
  );
}
