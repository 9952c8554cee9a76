import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { REGISTRATION_STATUSES, type ManagedEvent, type RegistrationStatus } from '../../../shared/entities';
import { ButtonLink } from '../../ui/button-link';
import { formatZonedSpan } from '../../ui/dates';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ApiError } from '../../ui/api';
import { useAdminItem } from '../queries/content';
import { DoorLink } from '../check-in';
import { SEARCH_DEBOUNCE_MS } from '../kit/AdminList';
import { ListPager } from '../kit/ListPager';
import { ListSearch, ListState, ListToolbar } from '../kit/list-parts';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { pageCount } from '../kit/paging';
import { AddAttendeeDialog } from './AddAttendeeDialog';
import { AttendeeTable } from './AttendeeTable';
import { attendeeExportUrl, useAttendees, type AttendeeParams } from './attendee-queries';
import { PrintMenu } from './PrintMenu';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalS, paddingLeft: 0 },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    margin: `0 0 ${tokens.spacingVerticalL}`,
  },
  count: { display: 'grid', margin: 0 },
  countTerm: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  countValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  filter: { minWidth: '11rem' },
});

/** The event's figures: places taken (of the capacity), the waiting list, who has arrived. */
function Counts({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const { confirmed, waitlisted, checkedIn } = event.registrations;
  const figures = [
    [
      t('admin:attendees.counts.confirmed'),
      event.capacity === null ? String(confirmed) : `${confirmed} / ${event.capacity}`,
    ],
    [t('admin:attendees.counts.waiting'), String(waitlisted)],
    [t('admin:attendees.counts.checkedIn'), `${checkedIn} / ${confirmed}`],
  ];
  return (
    <dl className={styles.counts}>
      {figures.map(([term, value]) => (
        <div key={term} className={styles.count}>
          <dt className={styles.countTerm}>{term}</dt>
          <dd className={styles.countValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The back link to the events list, above the heading. */
function BackToEvents() {
  const { t } = useTranslation('admin');
  return (
    <ButtonLink to="/admin/events" appearance="transparent" icon={<ArrowLeftRegular />} className={useStyles().back}>
      {t('admin:attendees.back')}
    </ButtonLink>
  );
}

/**
 * The people of one event once it has been read: the search (focused on arrival: at the door,
 * staff type a name and check the person in with one click), the status filter, the list, paging,
 * adding a person and the CSV export of what the filters show.
 */
function Attendees({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const search = useRef<HTMLInputElement>(null);
  const restoreFocus = useRestoreFocusTarget();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<AttendeeParams['status']>('all');
  const [paging, setPaging] = useState({ criteria: '', page: 1 });
  const [adding, setAdding] = useState<number | null>(null);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or filter starts at page 1.
  const criteria = JSON.stringify([debounced, status]);
  const page = paging.criteria === criteria ? paging.page : 1;
  const params: AttendeeParams = { search: debounced, status, page };
  const query = useAttendees(event.id, params);
  const { data } = query;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const title = event.title;
  const when = formatZonedSpan(event.date, event.endDate, event.timeZone);

  useEffect(() => search.current?.focus(), []);
  // The last person of the last page went (cancelled under a filter): show the new last page.
  if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > pages) {
    setPaging({ criteria, page: pages });
  }

  let body: ReactNode;
  if (query.isError) body = <ListState alert title={t('admin:common.error')} text={t('admin:common.loadFailed')} />;
  else if (!data) body = <ListState title={<Spinner label={t('admin:common.loading')} />} />;
  else if (data.items.length === 0 && !debounced && status === 'all') {
    body = (
      <ListState
        title={t('admin:attendees.emptyTitle')}
        text={event.registrationMode === 'internal' ? t('admin:attendees.emptyText') : t('admin:attendees.notHereText')}
      />
    );
  } else if (data.items.length === 0) body = <ListState title={t('admin:common.noResults')} />;
  else {
    const loadingPage = query.isFetching && query.isPlaceholderData;
    body = (
      <>
        <AttendeeTable event={event} people={data.items} labelledBy={headingId} busy={loadingPage} />
        <ListPager
          page={page}
          pages={pages}
          total={t('admin:attendees.total', { count: data.total })}
          loading={loadingPage}
          onPage={(next) => setPaging({ criteria, page: next })}
        />
      </>
    );
  }

  return (
    <>
      <BackToEvents />
      <ScreenHeader
        titleId={headingId}
        title={t('admin:attendees.title', { title })}
        description={`${when} · ${event.location}`}
        actions={
          <>
            <DoorLink eventId={event.id} />
            {/* People are added only where registration takes place here (the server refuses it elsewhere). */}
            {event.registrationMode === 'internal' ? (
              <Button
                {...restoreFocus}
                appearance="primary"
                icon={<PersonAddRegular />}
                onClick={() => setAdding(Date.now())}
              >
                {t('admin:attendees.add')}
              </Button>
            ) : null}
            {/* A plain download of what the search and filter show: the browser sends the session cookie. */}
            <Button as="a" href={attendeeExportUrl(event.id, params)} download icon={<ArrowDownloadRegular />}>
              {t('admin:attendees.export')}
            </Button>
            {/* Only where the host can print (the desktop client). */}
            <PrintMenu event={event} />
          </>
        }
      />
      <Counts event={event} />
      <ListToolbar>
        <ListSearch
          inputRef={search}
          label={t('admin:attendees.search')}
          placeholder={t('admin:attendees.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <Field className={styles.filter} label={t('admin:attendees.statusFilter')}>
          <Select value={status} onChange={(_event, value) => setStatus(value.value as RegistrationStatus | 'all')}>
            <option value="all">{t('admin:list.all')}</option>
            {REGISTRATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin:attendees.status.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      </ListToolbar>
      {body}
      <AddAttendeeDialog event={event} opening={adding} onClose={() => setAdding(null)} />
    </>
  );
}

/** /admin/events/:id/attendees (admin, editor): who registered for an event here, and the door list. */
export function AttendeesScreen() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const eventId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  const event = useAdminItem('events', eventId);
  useAdminPageMeta(
    event.data ? t('admin:attendees.pageTitle', { title: event.data.title }) : t('admin:attendees.heading'),
    t('admin:attendees.description'),
  );
  if (event.data) return <Attendees event={event.data} />;
  const missing = eventId === null || (event.error instanceof ApiError && event.error.status === 404);
  return (
    <>
      <BackToEvents />
      <ScreenHeader title={t('admin:attendees.heading')} />
      {missing || event.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{missing ? t('admin:attendees.goneTitle') : t('admin:common.error')}</MessageBarTitle>
            {missing ? t('admin:attendees.goneText') : t('admin:common.loadFailed')}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <ListState title={<Spinner label={t('admin:common.loading')} />} />
      )}
    </>
  );
}
