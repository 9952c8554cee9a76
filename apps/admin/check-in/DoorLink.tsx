import { Button, Tooltip } from '@fluentui/react-components';
import { DoorArrowRightRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOOLTIP } from '../../../shared/constants';
import { ButtonLink } from '../../ui/button-link';
import { doorPath } from './use-door';

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
  const navigate = useNavigate();
  const to = doorPath(event.id);
  const onClick = (click: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window where the browser was asked for one; otherwise inside the app.
    if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.button !== 0) return;
    click.preventDefault();
    void navigate(to);
  };
  return (
    <Tooltip
      content={t('admin:door.openFor', { title: event.title })}
      relationship="label"
      showDelay={TOOLTIP.openDelayMs}
    >
      <Button as="a" href={to} appearance="subtle" icon={<DoorArrowRightRegular />} onClick={onClick} />
    </Tooltip>
  );
}
