import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_FORMATS, type ManagedEvent } from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { formatTableDate } from '../../ui/dates';
import { AttendeesLink, RegistrationsCell, hasAttendees } from '../attendees';
import { DoorRowLink } from '../check-in';
import { eventForm } from '../kit/forms/forms';
import { ItemDialog, createTarget, editTarget, type DialogTarget } from '../kit/forms/ItemDialog';
import { useCurrentUser } from '../session';
import { AdminList, type AdminColumn } from '../kit/AdminList';
import { AddButton, RowActions } from '../kit/ContentActions';
import { ExportButton } from '../kit/ExportButton';
import { CsvDropZone, ImportButton } from '../imports';
import { TranslationStates, useTranslationFilter } from '../kit/TranslationStates';
import { YesNo } from '../kit/page';

const useStyles = makeStyles({
  title: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  date: { whiteSpace: 'nowrap' },
});

/** /admin/events: the events, paged and searched by the server (title, location, event type). */
export function EventsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const role = useCurrentUser().data?.role;
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const translationFilter = useTranslationFilter();
  const manageRegistrations = can(role, 'registrations:manage');

  const columns: AdminColumn<ManagedEvent>[] = [
    {
      key: 'title',
      header: t('admin:events.columns.title'),
      width: '32%',
      render: (event) => (
        <>
          <span className={styles.title}>{event.title}</span>
          <TranslationStates translations={event.translations} />
        </>
      ),
    },
    {
      key: 'date',
      header: t('admin:events.columns.date'),
      width: '9rem',
      render: (event) => (
        <time className={styles.date} dateTime={event.date}>
          {formatTableDate(event.date)}
        </time>
      ),
    },
    { key: 'location', header: t('admin:events.columns.location'), render: (event) => event.location },
    {
      key: 'type',
      header: t('admin:events.columns.eventType'),
      width: '9rem',
      render: (event) => t(`common:eventTypes.${event.eventType}`),
    },
    {
      key: 'registrations',
      header: t('admin:events.columns.registrations'),
      width: '8rem',
      render: (event) => <RegistrationsCell event={event} />,
    },
    {
      key: 'featured',
      header: t('admin:events.columns.featured'),
      width: '7rem',
      render: (event) => <YesNo value={event.featured} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '12.5rem',
      render: (event, { deleted }) => (
        <div className={styles.actions}>
          {!deleted && manageRegistrations && hasAttendees(event) ? (
            <>
              <AttendeesLink event={event} />
              <DoorRowLink event={event} />
            </>
          ) : null}
          <RowActions
            kind="events"
            id={event.id}
            name={event.title}
            deleted={deleted}
            onEdit={() => setDialog(editTarget(event.id))}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <CsvDropZone kind="events">
        <AdminList
          kind="events"
          title={t('admin:events.title')}
          description={t('admin:events.description')}
          actions={
            <>
              <ExportButton list="events" />
              <ImportButton kind="events" />
              <AddButton label={t('admin:events.add')} onAdd={() => setDialog(createTarget())} />
            </>
          }
          searchLabel={t('admin:events.search')}
          searchPlaceholder={t('admin:events.searchPlaceholder')}
          filters={[
            {
              name: 'eventType',
              label: t('admin:events.columns.eventType'),
              options: EVENT_FORMATS.map((code) => ({ value: code, label: t(`common:eventTypes.${code}`) })),
            },
            translationFilter,
          ]}
          canShowDeleted={can(role, 'content:restore')}
          columns={columns}
          minWidth="880px"
        />
      </CsvDropZone>
      <ItemDialog spec={eventForm} target={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
