import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/dates';
import { OptionalText, PersonName, StatusBadge } from '../kit/person-cells';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';
import { checkable, type DoorRow } from './door-queue';

const useStyles = makeStyles({
  chosen: { backgroundColor: tokens.colorBrandBackground2, outline: `2px solid ${tokens.colorBrandStroke1}` },
  muted: { color: tokens.colorNeutralForeground3 },
  done: { display: 'grid', gap: tokens.spacingVerticalXXS },
  pending: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase200 },
  walkIn: { marginLeft: tokens.spacingHorizontalS },
});

/** The check-in cell: the button, or the time (and "not yet sent" until the server has it). */
function CheckInCell({
  row,
  timeZone,
  username,
  onCheckIn,
}: {
  row: DoorRow;
  timeZone: string;
  username: string | null;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (row.checkedInAt) {
    return (
      <span className={styles.done}>
        <span>{t('admin:door.checkedInAt', { time: formatDate(row.checkedInAt, 'HH:mm', timeZone) })}</span>
        {row.pending ? (
          <span className={styles.pending}>
            {/* Someone else's check-in waits for them to sign in here: say whose it is. */}
            {row.queuedBy && row.queuedBy !== username
              ? t('admin:door.notSentBy', { username: row.queuedBy })
              : t('admin:door.notSent')}
          </span>
        ) : null}
      </span>
    );
  }
  if (!checkable(row)) return <span className={styles.muted}>{t('admin:door.notCheckable')}</span>;
  return (
    <Button
      appearance="primary"
      icon={<CheckmarkRegular />}
      aria-label={t('admin:door.checkInLabel', { name: row.fullName })}
      onClick={onCheckIn}
    >
      {t('admin:door.checkIn')}
    </Button>
  );
}

/** The door list: who, their organisation, where they stand, and checking in; the row chosen by the arrow keys is marked. */
export function DoorTable({
  rows,
  chosen,
  timeZone,
  username,
  labelledBy,
  onCheckIn,
}: {
  rows: DoorRow[];
  chosen: string | null;
  timeZone: string;
  /** The signed-in user: their own queued check-ins need no name. */
  username: string | null;
  labelledBy: string;
  onCheckIn: (row: DoorRow) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const columns: StackedColumn<DoorRow>[] = [
    {
      key: 'name',
      header: t('admin:attendees.columns.name'),
      render: (row) => (
        <>
          <PersonName name={row.fullName} />
          {row.walkIn ? (
            <Badge appearance="outline" className={styles.walkIn}>
              {t('admin:door.walkInBadge')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: 'organization',
      header: t('admin:attendees.columns.organization'),
      render: (row) => <OptionalText text={row.organization} />,
    },
    {
      key: 'status',
      header: t('admin:attendees.columns.status'),
      render: (row) => <StatusBadge status={row.status} waitlistPosition={row.waitlistPosition} />,
    },
    {
      key: 'checkIn',
      header: t('admin:attendees.columns.checkIn'),
      render: (row) => (
        <CheckInCell row={row} timeZone={timeZone} username={username} onCheckIn={() => onCheckIn(row)} />
      ),
    },
  ];
  return (
    <StackedTable
      labelledBy={labelledBy}
      busy={false}
      minWidth="640px"
      align="middle"
      columns={columns}
      items={rows}
      rowProps={(row) => ({
        id: `door-row-${row.id}`,
        'data-door-row': row.id,
        className: row.id === chosen ? styles.chosen : undefined,
      })}
    />
  );
}
