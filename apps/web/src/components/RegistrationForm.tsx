import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../../ui/dates';
import { registrationState } from '../lib/event-status';
import { useMemberAccount } from '../hooks/member-account';
import { useRenderTime } from '../page-context';
import { SiteLink } from './SiteLink';
import type { RegistrationEvent } from './registration/event';
import { MembersOnlyNotice } from './registration/MembersOnlyNotice';
import { OpenForm } from './registration/OpenForm';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    scrollMarginTop: '140px',
  },
  title: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The form that registers someone for an event on this site (`#register` of the event page; an
 * island). What it shows follows the registration's state at the page's render instant: when it
 * opens, that it closed, that the event is over or full, or the form (with the waiting list's
 * button when the places are taken). The result is announced and takes the focus; a refusal is
 * shown in the page's language and the typed values stay.
 */
export function RegistrationForm({
  event,
  enquiry,
}: {
  event: RegistrationEvent;
  /** The contact form's address with an enquiry about this event started (offered when it is full). */
  enquiry?: string;
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const state = registrationState(event, useRenderTime());
  const titleId = useId();
  let content;
  const open = state === 'open' || state === 'waitlist';
  const member = useMemberAccount(open && event.membersOnly);
  if (open && event.membersOnly && member.state !== 'member') {
    content = <MembersOnlyNotice event={event} checking={member.state === 'checking'} />;
  } else if (open) {
    content = (
      <OpenForm event={event} waitlist={state === 'waitlist'} member={member.state === 'member' ? member : null} />
    );
  } else {
    const message =
      state === 'notOpen' && event.registrationOpensAt
        ? t('events:registration.opensOn', { date: formatZonedDateTime(event.registrationOpensAt, event.timeZone) })
        : state === 'full'
          ? t('events:registration.full')
          : state === 'past'
            ? t('events:registration.past')
            : t('events:registration.closed');
    content = (
      <>
        <p className={styles.text} data-testid="registration-state">
          {message}
        </p>
        {state === 'full' && enquiry ? (
          <p className={styles.text}>
            <SiteLink to={enquiry} data-testid="registration-enquiry">
              {t('events:registration.askAboutPlace')}
            </SiteLink>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section id="register" className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('events:registration.title')}
      </h2>
      {content}
    </section>
  );
}
