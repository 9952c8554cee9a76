import {
  Button,
  Field,
  Input,
  Link,
  Select,
  Spinner,
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
import { ChevronLeftRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAGING } from '../../../shared/constants';
import { APPLICATION_STATUSES, type ApplicationStatus, type MembershipApplication } from '../../../shared/membership';
import { formatTableDate } from '../../ui/dates';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useApplications, type ApplicationPage } from '../admin-queries';
import { SEARCH_DEBOUNCE_MS } from '../screens/AdminList';
import { ScreenHeader, useAdminPageMeta } from '../screens/page';
import { pageCount } from '../screens/paging';
import { ApplicationDialog, ApplicationStatusBadge } from './ApplicationDialog';
import { countryName, statusFilterOf, totalOf } from './applications';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  search: { flexGrow: 1, minWidth: '14rem', maxWidth: '28rem' },
  filter: { minWidth: '13rem' },
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
  table: { minWidth: '820px' },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  cell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS, verticalAlign: 'top' },
  company: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start', overflowWrap: 'anywhere' },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  date: { whiteSpace: 'nowrap' },
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

/** A grey centred message in place of the table (loading, empty, failed). */
function ListState({ title, text, alert = false }: { title: ReactNode; text?: string; alert?: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.state} role={alert ? 'alert' : 'status'}>
      <p className={styles.stateTitle}>{title}</p>
      {text ? <p className={styles.stateText}>{text}</p> : null}
    </div>
  );
}

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
  const headers = [
    t('admin:applications.columns.company'),
    t('admin:applications.columns.country'),
    t('admin:applications.columns.representative'),
    t('admin:applications.columns.received'),
    t('admin:applications.columns.status'),
  ];
  return (
    // A scrollable region must be reachable by keyboard (it scrolls sideways on narrow screens).
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} aria-busy={busy} tabIndex={0}>
      <Table className={styles.table} aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header} className={styles.headerCell}>
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((application) => (
            <TableRow key={application.id} data-application={application.id}>
              <TableCell className={styles.cell}>
                <OpenButton application={application} onOpen={() => onOpen(application)} />
                <span className={styles.sub}>{application.organisationNumber}</span>
              </TableCell>
              <TableCell className={styles.cell}>
                {countryName(application.country, i18n.language) ?? t('admin:applications.otherCountry')}
              </TableCell>
              <TableCell className={styles.cell}>
                <span>{application.contactName}</span>
                <span className={styles.sub}>{application.contactEmail}</span>
              </TableCell>
              <TableCell className={styles.cell}>
                <time className={styles.date} dateTime={application.createdAt}>
                  {formatTableDate(application.createdAt)}
                </time>
              </TableCell>
              <TableCell className={styles.cell}>
                <ApplicationStatusBadge status={application.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
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
        <nav className={styles.pager} aria-label={t('admin:list.pagination')}>
          <p className={styles.pagerText} role="status">
            {t('admin:list.pageOf', { page, pages })} · {t('admin:applications.total', { count: data.total })}
          </p>
          <div className={styles.pagerButtons}>
            {loadingPage ? <Spinner size="tiny" label={t('admin:common.loading')} /> : null}
            {/* Focusable when disabled, so the keyboard stays put on the first and last page. */}
            <Button
              icon={<ChevronLeftRegular />}
              disabledFocusable={page <= 1}
              onClick={() => setPaging({ criteria, page: page - 1 })}
            >
              {t('admin:list.previous')}
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabledFocusable={page >= pages}
              onClick={() => setPaging({ criteria, page: page + 1 })}
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
        title={t('admin:applications.title')}
        description={t('admin:applications.description')}
      />
      <div className={styles.toolbar}>
        <Field className={styles.search} label={t('admin:applications.search')}>
          <Input
            type="search"
            value={text}
            maxLength={PAGING.searchMax}
            placeholder={t('admin:applications.searchPlaceholder')}
            contentBefore={<SearchRegular aria-hidden />}
            onChange={(_event, value) => setText(value.value)}
          />
        </Field>
        <Field className={styles.filter} label={t('admin:applications.statusFilter')}>
          <Select value={status} onChange={(_event, value) => setStatus(statusFilterOf(value.value))}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {body}
      <ApplicationDialog application={selected} onClose={() => setSelected(null)} />
    </>
  );
}
