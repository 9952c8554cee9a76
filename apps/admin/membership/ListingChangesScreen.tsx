import { Button, Tab, TabList, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LISTING_CHANGE_STATUSES, type ListingChange } from '../../../shared/membership';
import { formatDate } from '../../ui/dates';
import { useListingChanges, type ListingChangeParams } from '../queries/company';
import { ListPager } from '../kit/ListPager';
import { ListLoading, ListState } from '../kit/list-parts';
import { DATE_TIME_FORMAT, ScreenHeader, useAdminPageMeta } from '../kit/page';
import { pageCount } from '../kit/paging';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';
import { ListingChangeDialog } from './listing-change-dialog';
import { ListingChangeStatusBadge } from './listing-change-status';

type StatusFilter = ListingChangeParams['status'];
const FILTERS: readonly StatusFilter[] = [...LISTING_CHANGE_STATUSES, 'all'];

const useStyles = makeStyles({
  // The filters wrap on a narrow screen rather than push the page sideways.
  tabs: { marginBottom: tokens.spacingVerticalL, flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold },
  date: { whiteSpace: 'nowrap' },
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
  const columns: StackedColumn<ListingChange>[] = [
    {
      key: 'company',
      header: t('admin:listingChanges.columns.company'),
      render: (change) => <span className={styles.name}>{change.memberName}</span>,
    },
    {
      key: 'proposedBy',
      header: t('admin:listingChanges.columns.proposedBy'),
      render: (change) => change.proposedBy?.fullName ?? t('admin:listingChanges.unknownUser'),
    },
    {
      key: 'sent',
      header: t('admin:listingChanges.columns.sent'),
      render: (change) => (
        <time className={styles.date} dateTime={change.createdAt}>
          {formatDate(change.createdAt, DATE_TIME_FORMAT)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('admin:listingChanges.columns.status'),
      render: (change) => <ListingChangeStatusBadge status={change.status} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      render: (change) => <ReviewButton change={change} onOpen={() => onOpen(change)} />,
    },
  ];
  return <StackedTable labelledBy={labelledBy} busy={busy} minWidth="44rem" columns={columns} items={items} />;
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
  if (query.isError) body = <ListState alert title={t('admin:common.error')} text={t('admin:common.loadFailed')} />;
  else if (!data) body = <ListLoading />;
  else if (data.items.length === 0) {
    body = (
      <ListState title={status === 'pending' ? t('admin:listingChanges.nonePending') : t('admin:common.noResults')} />
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
        <ListPager
          page={page}
          pages={pages}
          total={t('admin:listingChanges.total', { count: data.total })}
          loading={loadingPage}
          onPage={(next) => setPaging({ status, page: next })}
        />
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
