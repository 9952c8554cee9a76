import {
  Button,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, EyeRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LISTING_CHANGE_STATUSES, type ListingChange } from '../../../shared/membership';
import { formatDate } from '../../ui/dates';
import { useListingChanges, type ListingChangeParams } from '../admin-queries';
import { DATE_TIME_FORMAT, ScreenHeader, useAdminPageMeta } from '../screens/page';
import { pageCount } from '../screens/paging';
import { ListingChangeDialog } from './listing-change-dialog';
import { ListingChangeStatusBadge } from './listing-change-status';

type StatusFilter = ListingChangeParams['status'];
const FILTERS: readonly StatusFilter[] = [...LISTING_CHANGE_STATUSES, 'all'];

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalL },
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { minWidth: '44rem' },
  cell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS, verticalAlign: 'top' },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  name: { fontWeight: tokens.fontWeightSemibold },
  date: { whiteSpace: 'nowrap' },
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

/** The filter a link may preset (`?status=approved`); pending otherwise, the changes that wait for staff. */
function presetFilter(value: string | null): StatusFilter {
  return FILTERS.find((filter) => filter === value) ?? 'pending';
}

/** The opening button of a row: a restore-focus target, so focus comes back to it when the dialog closes. */
function ReviewButton({ change, onOpen }: { change: ListingChange; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const restoreFocus = useRestoreFocusTarget();
  return (
    <Button
      {...restoreFocus}
      size="small"
      icon={<EyeRegular />}
      aria-label={t(
        change.status === 'pending' ? 'admin:listingChanges.reviewLabel' : 'admin:listingChanges.viewLabel',
        { name: change.memberName },
      )}
      onClick={onOpen}
    >
      {change.status === 'pending' ? t('admin:listingChanges.review') : t('admin:listingChanges.view')}
    </Button>
  );
}

function ChangeTable({
  items,
  labelledBy,
  busy,
  onOpen,
}: {
  items: readonly ListingChange[];
  labelledBy: string;
  busy: boolean;
  onOpen: (change: ListingChange) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headers = ['company', 'proposedBy', 'sent', 'status', 'actions'] as const;
  return (
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} aria-busy={busy} tabIndex={0}>
      <Table className={styles.table} aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header} className={styles.headerCell}>
                {header === 'actions' ? t('admin:common.actions') : t(`admin:listingChanges.columns.${header}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((change) => (
            <TableRow key={change.id}>
              <TableCell className={styles.cell}>
                <span className={styles.name}>{change.memberName}</span>
              </TableCell>
              <TableCell className={styles.cell}>
                {change.proposedBy?.fullName ?? t('admin:listingChanges.unknownUser')}
              </TableCell>
              <TableCell className={styles.cell}>
                <time className={styles.date} dateTime={change.createdAt}>
                  {formatDate(change.createdAt, DATE_TIME_FORMAT)}
                </time>
              </TableCell>
              <TableCell className={styles.cell}>
                <ListingChangeStatusBadge status={change.status} />
              </TableCell>
              <TableCell className={styles.cell}>
                <ReviewButton change={change} onOpen={() => onOpen(change)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * /admin/listing-changes (admins, editors): the changes member representatives propose to their
 * listings, filtered by status (pending by default, with counts) and paged by the server. Opening
 * one shows it beside the listing, where staff approve or reject it.
 */
export function ListingChangesScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const tabsId = useId();
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>(() => presetFilter(searchParams.get('status')));
  const [paging, setPaging] = useState({ status, page: 1 });
  const [open, setOpen] = useState<{ change: ListingChange; key: number } | null>(null);
  // A decision may take the row out of the list: focus then goes to the heading, not to nowhere.
  const decided = useRef(false);
  const page = paging.status === status ? paging.page : 1;
  const query = useListingChanges({ status, page });
  const { data } = query;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  useAdminPageMeta(t('admin:listingChanges.title'), t('admin:listingChanges.description'));

  useEffect(() => {
    if (!decided.current || open !== null) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      decided.current = false;
      document.getElementById(headingId)?.focus();
    }
  }, [data, open, headingId]);
  // The last change of the last page went (decided under a filter): show the new last page.
  if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > pages) {
    setPaging({ status, page: pages });
  }

  const counts = data?.counts;
  const countOf = (filter: StatusFilter) =>
    counts
      ? filter === 'all'
        ? LISTING_CHANGE_STATUSES.reduce((sum, s) => sum + counts[s], 0)
        : counts[filter]
      : null;

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
        <p className={styles.stateTitle}>
          {status === 'pending' ? t('admin:listingChanges.nonePending') : t('admin:common.noResults')}
        </p>
      </div>
    );
  } else {
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        <ChangeTable
          items={data.items}
          labelledBy={headingId}
          busy={loadingPage}
          onOpen={(change) => setOpen({ change, key: Date.now() })}
        />
        <nav className={styles.pager} aria-label={t('admin:list.pagination')}>
          <p className={styles.pagerText} role="status">
            {t('admin:list.pageOf', { page, pages })} · {t('admin:listingChanges.total', { count: data.total })}
          </p>
          <div className={styles.pagerButtons}>
            {loadingPage ? <Spinner size="tiny" label={t('admin:common.loading')} /> : null}
            <Button
              icon={<ChevronLeftRegular />}
              disabledFocusable={page <= 1}
              onClick={() => setPaging({ status, page: page - 1 })}
            >
              {t('admin:list.previous')}
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabledFocusable={page >= pages}
              onClick={() => setPaging({ status, page: page + 1 })}
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
      <ScreenHeader
        titleId={headingId}
        title={t('admin:listingChanges.title')}
        description={t('admin:listingChanges.description')}
      />
      <TabList
        className={styles.tabs}
        selectedValue={status}
        onTabSelect={(_event, selected) => setStatus(selected.value as StatusFilter)}
        aria-label={t('admin:listingChanges.filterLabel')}
      >
        {FILTERS.map((filter) => {
          const count = countOf(filter);
          const label = t(`admin:listingChanges.filter.${filter}`);
          return (
            <Tab
              key={filter}
              value={filter}
              id={`${tabsId}-${filter}`}
              aria-controls={filter === status ? `${tabsId}-panel` : undefined}
            >
              {count === null ? label : t('admin:listingChanges.filterCount', { label, count })}
            </Tab>
          );
        })}
      </TabList>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${status}`}>
        {body}
      </div>
      <ListingChangeDialog
        change={open}
        onClose={() => setOpen(null)}
        onDecided={() => {
          decided.current = true;
        }}
      />
    </>
  );
}
