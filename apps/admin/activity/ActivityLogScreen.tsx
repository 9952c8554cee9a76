import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type StaffRef } from '../../../shared/entities';
import { auditEntitiesFor } from '../../../shared/roles';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { auditExportUrl, useAuditLog, type AuditParams } from '../queries/audit';
import { useCurrentUser } from '../session';
import { SEARCH_DEBOUNCE_MS } from '../kit/AdminList';
import { ListPager } from '../kit/ListPager';
import { ListLoading, ListSearch, ListState, ListToolbar } from '../kit/list-parts';
import { DownloadButton } from '../kit/ExportButton';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { pageCount } from '../kit/paging';
import { AuditTable } from './AuditTable';
import { auditParamsOf, oneOf, searchOf } from './audit-params';

const useStyles = makeStyles({
  filter: { minWidth: '11rem' },
  date: { minWidth: '9rem' },
  retry: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalS },
});

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
