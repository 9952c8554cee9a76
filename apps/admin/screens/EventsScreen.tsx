import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../shared/entities';
import { formatTableDate } from '../../ui/dates';
import { useAdminEvents } from '../admin-queries';
import { AdminList, matchesText, type AdminColumn } from './AdminList';
import { AddButton, RowActions } from './ContentActions';
import { YesNo } from './page';

const useStyles = makeStyles({
  title: { fontWeight: tokens.fontWeightSemibold },
  date: { whiteSpace: 'nowrap' },
});

/** /admin/events: the events, searchable by title, location or event type. */
export function EventsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const query = useAdminEvents();

  const eventType = (event: ChamberEvent) => t(`common:eventTypes.${event.eventType}`);
  const columns: AdminColumn<ChamberEvent>[] = [
    {
      key: 'title',
      header: t('admin:events.columns.title'),
      width: '32%',
      render: (event) => <span className={styles.title}>{event.title}</span>,
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
    { key: 'type', header: t('admin:events.columns.eventType'), width: '9rem', render: eventType },
    {
      key: 'featured',
      header: t('admin:events.columns.featured'),
      width: '7rem',
      render: (event) => <YesNo value={event.featured} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '7rem',
      render: (event) => <RowActions name={event.title} />,
    },
  ];

  return (
    <AdminList
      title={t('admin:events.title')}
      description={t('admin:events.description')}
      actions={<AddButton label={t('admin:events.add')} />}
      searchLabel={t('admin:events.search')}
      searchPlaceholder={t('admin:events.searchPlaceholder')}
      query={query}
      matches={(event, needle) => matchesText(needle, event.title, event.location, event.eventType, eventType(event))}
      columns={columns}
    />
  );
}
