import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../../../ui/dates';
import { Honeypot } from '../../../../ui/honeypot';
import { registrationClosesAt } from '../../lib/event-status';
import { NoScriptNote } from '../NoScriptNote';
import type { RegistrationEvent } from './event';
import { RegistrationAnnouncement } from './RegistrationAnnouncement';
import { RegistrationFields } from './RegistrationFields';
import { useRegistrationForm, type SignedInMember } from './use-registration-form';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/** The registration form of an event open to registration (or to its waiting list), then its outcome. */
export function OpenForm({
  event,
  waitlist,
  member,
}: {
  event: RegistrationEvent;
  waitlist: boolean;
  /** A member representative signed in: the form starts with their details. */
  member: SignedInMember | null;
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const state = useRegistrationForm(event, member);
  const { form, sending, idPrefix, focusFirst } = state;
  const { submit, isPending, result, failure } = sending;
  const closes = formatZonedDateTime(new Date(registrationClosesAt(event)), event.timeZone);

  return (
    <>
      {result ? null : (
        <form
          className={styles.form}
          noValidate
          aria-describedby={`${idPrefix}-intro`}
          method="post"
          onSubmit={(submitted) =>
            void form.handleSubmit(submit, (errors) => focusFirst(Object.keys(errors)))(submitted)
          }
        >
          <NoScriptNote />
          <p id={`${idPrefix}-intro`} className={styles.text}>
            {waitlist ? t('events:registration.waitlistNote') : t('events:registration.openUntil', { date: closes })}
          </p>
          <RegistrationFields state={state} />
          <Honeypot registration={form.register('website')} />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={isPending}
              icon={isPending ? <Spinner size="tiny" /> : undefined}
            >
              {isPending
                ? t('events:registration.sending')
                : waitlist
                  ? t('events:registration.joinWaitlist')
                  : t('events:registration.submit')}
            </Button>
          </div>
        </form>
      )}
      <RegistrationAnnouncement result={result} failure={failure} />
    </>
  );
}
