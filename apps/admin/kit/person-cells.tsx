import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EventRegistration } from '../../../shared/entities';

// The cells the attendees list and the door list show alike for a registration.

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The person's name, as the row's first cell names them. */
export function PersonName({ name }: { name: string }) {
  const styles = useStyles();
  return <span className={styles.name}>{name}</span>;
}

/** A text that may be missing (the organisation is optional): a dash then. Long words wrap. */
export function OptionalText({ text }: { text: string | null }) {
  const styles = useStyles();
  return text ? <span className={styles.wrap}>{text}</span> : <span className={styles.muted}>—</span>;
}

/** Where a registration stands, as a badge: a place, a waiting-list place (with its number), cancelled. */
export function StatusBadge({ status, waitlistPosition }: Pick<EventRegistration, 'status' | 'waitlistPosition'>) {
  const { t } = useTranslation('admin');
  if (status === 'confirmed') {
    return (
      <Badge appearance="tint" color="success">
        {t('admin:attendees.status.confirmed')}
      </Badge>
    );
  }
  if (status === 'waitlisted') {
    return (
      <Badge appearance="tint" color="warning">
        {t('admin:attendees.waitingPlace', { position: waitlistPosition ?? '?' })}
      </Badge>
    );
  }
  return (
    <Badge appearance="outline" color="informative">
      {t('admin:attendees.status.cancelled')}
    </Badge>
  );
}
