import { DoorArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link';
import { RowIconLink } from '../kit/RowIconLink';
import { doorPath } from '../kit/event-screens';

/** The attendee screen's way to the door: the check-in screen that keeps working offline. */
export function DoorLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation('admin');
  return (
    <ButtonLink to={doorPath(eventId)} appearance="secondary" icon={<DoorArrowRightRegular />}>
      {t('admin:door.open')}
    </ButtonLink>
  );
}

/** The events list's way to the door: a row's icon link, named by its tooltip (as the Attendees link). */
export function DoorRowLink({ event }: { event: { id: number; title: string } }) {
  const { t } = useTranslation('admin');
  return (
    <RowIconLink
      to={doorPath(event.id)}
      label={t('admin:door.openFor', { title: event.title })}
      icon={<DoorArrowRightRegular />}
    />
  );
}
