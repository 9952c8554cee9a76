import { Button, Spinner, ToggleButton, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  CircleRegular,
  DismissCircleRegular,
  PersonArrowRightRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventRegistration } from '../../../shared/entities';
import { ApiError, serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { useValidationText } from '../kit/forms/FormFields';
import { STALE_REGISTRATION_KEY, serverMessageKey } from '../server-messages';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useRegistrationChange } from './attendee-queries';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  checkedIn: { minWidth: '8.5rem' },
});

/**
 * What a failed change says: someone else changed the row (it has been read again, as it is now),
 * the row no longer fits the action, or the server's own words.
 */
function useChangeFailure() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const text = useValidationText();
  return (error: unknown, name: string) => {
    const stale = error instanceof ApiError && serverMessageKey(error.serverMessage) === STALE_REGISTRATION_KEY;
    notify({
      title: stale ? t('admin:attendees.staleTitle') : t('admin:attendees.changeFailed'),
      description: stale
        ? t('admin:attendees.staleText', { name })
        : (text(serverMessage(error)) ?? t('admin:actions.tryAgain')),
      variant: 'destructive',
    });
  };
}

/**
 * Checked in or not, in one click: a toggle button whose pressed state is the check-in (shown at
 * once; undone if the server refuses). Only people with a place can be checked in.
 */
export function CheckInToggle({ eventId, person }: { eventId: number; person: EventRegistration }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const change = useRegistrationChange(eventId);
  const failed = useChangeFailure();
  const checkedIn = person.checkedInAt !== null;
  if (person.status !== 'confirmed') return null;
  return (
    <ToggleButton
      className={styles.checkedIn}
      size="small"
      checked={checkedIn}
      appearance={checkedIn ? 'primary' : 'outline'}
      icon={checkedIn ? <CheckmarkCircleFilled /> : <CircleRegular />}
      aria-label={t('admin:attendees.checkedInLabel', { name: person.fullName })}
      onClick={() => {
        // A click while the last one is on its way would send the version it replaces.
        if (change.isPending) return;
        change.mutate(
          { kind: 'check-in', registration: person, checkedIn: !checkedIn },
          { onError: (error) => failed(error, person.fullName) },
        );
      }}
    >
      {/* What is so now: "Check in" until the person has arrived, then "Checked in" (pressed). */}
      {checkedIn ? t('admin:attendees.checkedIn') : t('admin:attendees.checkIn')}
    </ToggleButton>
  );
}

/** A row action that asks first (give a place, cancel), then sends the change with the row's version. */
function ConfirmedChange({
  eventId,
  person,
  kind,
}: {
  eventId: number;
  person: EventRegistration;
  kind: 'promote' | 'cancel';
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const change = useRegistrationChange(eventId);
  const failed = useChangeFailure();
  const restoreFocus = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);
  const name = person.fullName;
  const texts =
    kind === 'promote'
      ? {
          button: t('admin:attendees.promote'),
          label: t('admin:attendees.promoteLabel', { name }),
          title: t('admin:attendees.promoteTitle'),
          text: t('admin:attendees.promoteText'),
          confirm: t('admin:attendees.promoteConfirm'),
          done: t('admin:attendees.promotedText', { name }),
        }
      : {
          button: t('admin:attendees.cancel'),
          label: t('admin:attendees.cancelLabel', { name }),
          title: t('admin:attendees.cancelTitle'),
          text: t('admin:attendees.cancelText'),
          confirm: t('admin:attendees.cancelConfirm'),
          done: t('admin:attendees.cancelledText', { name }),
        };
  const onConfirm = () =>
    change.mutate(
      { kind, registration: person },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({ title: t('admin:attendees.doneTitle'), description: texts.done });
        },
        onError: (error) => {
          setConfirming(false);
          failed(error, name);
        },
      },
    );
  return (
    <>
      <Button
        {...restoreFocus}
        size="small"
        appearance={kind === 'promote' ? 'secondary' : 'subtle'}
        icon={
          change.isPending ? (
            <Spinner size="tiny" />
          ) : kind === 'promote' ? (
            <PersonArrowRightRegular />
          ) : (
            <DismissCircleRegular />
          )
        }
        aria-label={texts.label}
        onClick={() => setConfirming(true)}
      >
        {texts.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.title}
        name={name}
        text={texts.text}
        confirm={texts.confirm}
        cancel={t('admin:attendees.keep')}
        destructive={kind === 'cancel'}
        pending={change.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

/** A row's changes: give a waiting person a place; cancel a place or a waiting-list place. */
export function AttendeeActions({ eventId, person }: { eventId: number; person: EventRegistration }) {
  const styles = useStyles();
  if (person.status === 'cancelled') return null;
  return (
    <div className={styles.actions}>
      {person.status === 'waitlisted' ? <ConfirmedChange eventId={eventId} person={person} kind="promote" /> : null}
      <ConfirmedChange eventId={eventId} person={person} kind="cancel" />
    </div>
  );
}
