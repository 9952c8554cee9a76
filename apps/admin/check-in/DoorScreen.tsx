import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowLeftRegular, PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PAGING } from '../../../shared/constants';
import { ButtonLink } from '../../ui/button-link';
import { formatDate, formatZonedSpan } from '../../ui/dates';
import { attendeesPath } from '../kit/event-screens';
import { ListState, ListToolbar } from '../kit/list-parts';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { checkable, doorRows, searchRows, type DoorRow } from './door-queue';
import { AttentionPanel, DoorStatus } from './DoorStatus';
import { DoorTable } from './DoorTable';
import { useDoor } from './use-door';
import { WalkInDialog, type WalkIn } from './WalkInDialog';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalS, paddingLeft: 0 },
  search: { flex: '1 1 20rem', maxWidth: '32rem' },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  announce: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** The row Enter checks in: the one chosen with the arrow keys, else the only match. */
function enterTarget(rows: DoorRow[], chosen: string | null): DoorRow | null {
  const row = rows.find((candidate) => candidate.id === chosen) ?? (rows.length === 1 ? rows[0] : undefined);
  return row && checkable(row) ? row : null;
}

/** The door of one event (see useDoor): the connection, the search, the list, walk-ins and what needs attention. */
function Door({ eventId }: { eventId: number }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const search = useRef<HTMLInputElement>(null);
  const restoreFocus = useRestoreFocusTarget();
  const { state, user, act, flush, dismiss } = useDoor(eventId);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [walkIn, setWalkIn] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saveFailed, setSaveFailed] = useState(false);
  const { list } = state;
  const title = list?.event.title ?? '';
  useAdminPageMeta(title ? t('admin:door.pageTitle', { title }) : t('admin:door.heading'), t('admin:door.description'));

  const rows = searchRows(doorRows(list, state.queue), text);
  const ready = state.loaded && Boolean(list);
  useEffect(() => {
    if (ready) search.current?.focus();
  }, [ready]);

  const checkIn = (row: DoorRow) => {
    if (row.registrationId === null || !checkable(row)) return;
    setSaveFailed(false);
    act({ kind: 'check-in', registrationId: row.registrationId, name: row.fullName }).then(
      () => setAnnouncement(t('admin:door.checkedInNotice', { name: row.fullName })),
      () => setSaveFailed(true),
    );
  };
  const addWalkIn = async (person: WalkIn) => {
    await act({ kind: 'walk-in', ...person });
    setAnnouncement(t('admin:door.checkedInNotice', { name: person.fullName }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (rows.length === 0) return;
      const index = rows.findIndex((row) => row.id === chosen);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index < 0 ? (step > 0 ? 0 : rows.length - 1) : (index + step + rows.length) % rows.length;
      const row = rows[next];
      setChosen(row?.id ?? null);
      document.getElementById(`door-row-${row?.id ?? ''}`)?.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const row = enterTarget(rows, chosen);
      if (!row) return;
      checkIn(row);
      // Ready for the next guest: the search empties and keeps focus.
      setText('');
      setChosen(null);
    }
  };
  const target = enterTarget(rows, chosen);

  if (!state.loaded) return <ListState title={<Spinner label={t('admin:common.loading')} />} />;
  if (state.storageFailed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:door.storageFailedTitle')}</MessageBarTitle>
          {t('admin:door.storageFailedText')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!list) {
    return (
      <>
        <ScreenHeader title={t('admin:door.heading')} />
        <DoorStatus state={state} user={user} onSend={() => void flush()} />
        {state.listFailed ? (
          <ListState alert title={t('admin:door.noListTitle')} text={t('admin:door.noListText')} />
        ) : (
          <ListState title={<Spinner label={t('admin:common.loading')} />} />
        )}
      </>
    );
  }

  const { event } = list;
  let body = (
    <DoorTable
      rows={rows}
      chosen={chosen}
      timeZone={event.timeZone}
      username={user?.username ?? null}
      labelledBy={headingId}
      onCheckIn={checkIn}
    />
  );
  if (rows.length === 0) body = <ListState title={text.trim() ? t('admin:door.noMatch') : t('admin:door.empty')} />;
  return (
    <>
      <ScreenHeader
        titleId={headingId}
        title={t('admin:door.title', { title: event.title })}
        description={`${formatZonedSpan(event.date, event.endDate, event.timeZone)} · ${event.location}`}
        actions={
          <Button
            {...restoreFocus}
            appearance="primary"
            icon={<PersonAddRegular />}
            onClick={() => setWalkIn(Date.now())}
          >
            {t('admin:door.walkIn')}
          </Button>
        }
      />
      <DoorStatus state={state} user={user} onSend={() => void flush()} />
      {state.listFailed ? (
        <p className={styles.hint}>
          {t('admin:door.savedList', { time: formatDate(list.fetchedAt, 'HH:mm', event.timeZone) })}
        </p>
      ) : null}
      {saveFailed ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('admin:door.saveFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <AttentionPanel entries={state.attention} timeZone={event.timeZone} onDismiss={(key) => void dismiss(key)} />
      <ListToolbar>
        <Field className={styles.search} label={t('admin:door.search')} hint={t('admin:door.searchHint')}>
          <Input
            ref={search}
            type="search"
            value={text}
            maxLength={PAGING.searchMax}
            placeholder={t('admin:door.searchPlaceholder')}
            contentBefore={<SearchRegular aria-hidden />}
            onChange={(_event, data) => {
              setText(data.value);
              setChosen(null);
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
      </ListToolbar>
      <p className={styles.announce} aria-live="polite">
        {target ? t('admin:door.enterChecksIn', { name: target.fullName }) : ''} {announcement}
      </p>
      {body}
      <WalkInDialog opening={walkIn} onAdd={addWalkIn} onClose={() => setWalkIn(null)} />
    </>
  );
}

/** The back link to the event's attendee list. */
function BackToAttendees({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation('admin');
  return (
    <ButtonLink
      to={eventId === null ? '/admin/events' : attendeesPath(eventId)}
      appearance="transparent"
      icon={<ArrowLeftRegular />}
      className={useStyles().back}
    >
      {t('admin:door.back')}
    </ButtonLink>
  );
}

/** /admin/events/:id/check-in (admin, editor): checking people in at the door, with or without a connection. */
export function DoorScreen() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const eventId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  if (eventId === null) {
    return (
      <>
        <BackToAttendees eventId={null} />
        <ScreenHeader title={t('admin:door.heading')} />
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:attendees.goneTitle')}</MessageBarTitle>
            {t('admin:attendees.goneText')}
          </MessageBarBody>
        </MessageBar>
      </>
    );
  }
  return (
    <>
      <BackToAttendees eventId={eventId} />
      <Door key={eventId} eventId={eventId} />
    </>
  );
}
