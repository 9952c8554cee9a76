import { Field, Link, Select, Spinner, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicationStatus, type MembershipApplication } from '../../../shared/membership';
import { formatTableDate } from '../../ui/dates';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useApplications, type ApplicationPage } from '../queries/applications';
import { SEARCH_DEBOUNCE_MS } from '../kit/AdminList';
import { ListPager } from '../kit/ListPager';
import { ListSearch, ListState, ListToolbar } from '../kit/list-parts';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { pageCount } from '../kit/paging';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';
import { ApplicationDialog } from './ApplicationDialog';
import { ApplicationStatusBadge } from './ApplicationRecord';
import { countryName, statusFilterOf, totalOf } from './applications';

const useStyles = makeStyles({
  filter: { minWidth: '13rem' },
  company: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start', overflowWrap: 'anywhere' },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  date: { whiteSpace: 'nowrap' },
});

/** The company's name as the button that opens the application (focus comes back to it). */
function OpenButton({ application, onOpen }: { application: MembershipApplication; onOpen: () => void }) {
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();
  return (
    <Link as="button" {...restoreFocus} className={styles.company} onClick={onOpen}>
      {application.companyName}
    </Link>
  );
}

/** One page of applications: company, country, representative, when it came, where it stands. */
function ApplicationTable({
  items,
  labelledBy,
  busy,
  onOpen,
}: {
  items: readonly MembershipApplication[];
  labelledBy: string;
  busy: boolean;
  onOpen: (application: MembershipApplication) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const columns: StackedColumn<MembershipApplication>[] = [
    {
      key: 'company',
      header: t('admin:applications.columns.company'),
      render: (application) => (
        <>
          <OpenButton application={application} onOpen={() => onOpen(application)} />
          <span className={styles.sub}>{application.organisationNumber}</span>
        </>
      ),
    },
    {
      key: 'country',
      header: t('admin:applications.columns.country'),
      render: (application) => countryName(application.country, i18n.language) ?? t('admin:applications.otherCountry'),
    },
    {
      key: 'representative',
      header: t('admin:applications.columns.representative'),
      render: (application) => (
        <>
          <span>{application.contactName}</span>
          <span className={styles.sub}>{application.contactEmail}</span>
        </>
      ),
    },
    {
      key: 'received',
      header: t('admin:applications.columns.received'),
      render: (application) => (
        <time className={styles.date} dateTime={application.createdAt}>
          {formatTableDate(application.createdAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('admin:applications.columns.status'),
      render: (application) => <ApplicationStatusBadge status={application.status} />,
    },
  ];
  return (
    <StackedTable
      labelledBy={labelledBy}
      busy={busy}
      minWidth="820px"
      columns={columns}
      items={items}
      rowProps={(application) => ({ 'data-application': application.id })}
    />
  );
}

/** The status filter's options, each with its count once the first page has come. */
function useStatusOptions(counts: ApplicationPage['counts'] | undefined) {
  const { t } = useTranslation('admin');
  const all = totalOf(counts);
  return [
    { value: 'all', label: all === undefined ? t('admin:list.all') : t('admin:applications.allCount', { count: all }) },
    ...APPLICATION_STATUSES.map((status) => {
      const label = t(`admin:applications.status.${status}`);
      const count = counts?.[status];
      return {
        value: status,
        label: count === undefined ? label : t('admin:applications.statusCount', { status: label, count }),
      };
    }),
  ];
}

/**
 * /admin/applications (admin, editor): the membership applications, searched and filtered by the
 * server, newest first. A link may preset the search and the status (`?search=Nordsol&status=submitted`:
 * the activity feed links here by company). Opening one shows it whole, with its steps.
 */
export function ApplicationsScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('search') ?? '');
  const [status, setStatus] = useState<ApplicationStatus | 'all'>(() => statusFilterOf(searchParams.get('status')));
  const [paging, setPaging] = useState({ criteria: '', page: 1 });
  const [selected, setSelected] = useState<MembershipApplication | null>(null);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or filter starts at page 1.
  const criteria = JSON.stringify([debounced, status]);
  const page = paging.criteria === criteria ? paging.page : 1;
  const query = useApplications({ search: debounced, status, page });
  const { data } = query;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const options = useStatusOptions(data?.counts);
  useAdminPageMeta(t('admin:applications.title'), t('admin:applications.description'));

  // The last application of the last page left it (decided under a status filter): show the new last page.
  if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > pages) {
    setPaging({ criteria, page: pages });
  }

  let body: ReactNode;
  if (query.isError) body = <ListState alert title={t('admin:common.error')} text={t('admin:common.loadFailed')} />;
  else if (!data) body = <ListState title={<Spinner label={t('admin:common.loading')} />} />;
  else if (data.items.length === 0 && !debounced && status === 'all') {
    body = <ListState title={t('admin:applications.emptyTitle')} text={t('admin:applications.emptyText')} />;
  } else if (data.items.length === 0) body = <ListState title={t('admin:common.noResults')} />;
  else {
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        <ApplicationTable items={data.items} labelledBy={headingId} busy={loadingPage} onOpen={setSelected} />
        <ListPager
          page={page}
          pages={pages}
          total={t('admin:applications.total', { count: data.total })}
          loading={loadingPage}
          onPage={(next) => setPaging({ criteria, page: next })}
        />
      </>
    );
  }

  return (
    <>
      <ScreenHeader
        titleId={headingId}
        title={t('admin:applications.title')}
        description={t('admin:applications.description')}
      />
      <ListToolbar>
        <ListSearch
          label={t('admin:applications.search')}
          placeholder={t('admin:applications.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <Field className={styles.filter} label={t('admin:applications.statusFilter')}>
          <Select value={status} onChange={(_event, value) => setStatus(statusFilterOf(value.value))}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </ListToolbar>
      {body}
      <ApplicationDialog application={selected} onClose={() => setSelected(null)} />
    </>
  );
}
