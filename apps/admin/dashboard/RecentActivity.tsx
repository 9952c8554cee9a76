import { Card, Spinner, makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditEntry, Role } from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { formatDate, formatTimeAgo } from '../../ui/dates';
import { ButtonLink } from '../../ui/button-link';
import { useRecentActivity } from '../queries/content';
import { activityLink } from '../activity';
import { DATE_TIME_FORMAT } from '../kit/page';

/** Entries younger than this show 'x minutes ago'; older ones their date and time. */
const RELATIVE_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The link at the foot of a dashboard card: pushed to the bottom, flush with the card's text. */
export const CARD_LINK: GriffelStyle = {
  alignSelf: 'flex-start',
  marginTop: 'auto',
  minWidth: 0,
  paddingLeft: 0,
  paddingRight: 0,
  color: tokens.colorBrandForeground1,
};

const useStyles = makeStyles({
  link: CARD_LINK,
  activity: { marginTop: tokens.spacingVerticalXXL },
  activityCard: { padding: tokens.spacingHorizontalL },
  sectionTitle: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  entries: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  entry: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  entryText: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  entryLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  entryLabel: { fontWeight: tokens.fontWeightSemibold },
  entryTime: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** Whether a moment is recent enough to say 'x minutes ago'. */
function isRecent(at: Date): boolean {
  return Date.now() - at.getTime() < RELATIVE_TIME_MS;
}

/** One audit entry as a sentence: who did what to which item, and when. */
function ActivityEntry({ entry, role }: { entry: AuditEntry; role: Role | undefined }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const user = entry.user?.fullName ?? t('admin:activity.someone');
  const sentence = t([`admin:activity.${entry.entity}.${entry.action}`, 'admin:activity.fallback'], { user });
  const to = activityLink(entry, role);
  const at = new Date(entry.at);
  const recent = isRecent(at);
  const exact = formatDate(at, DATE_TIME_FORMAT);
  return (
    <li className={styles.entry}>
      <p className={styles.entryText}>
        {sentence}:{' '}
        {to ? (
          <Link to={to} className={styles.entryLink}>
            {entry.label}
          </Link>
        ) : (
          <span className={styles.entryLabel}>{entry.label}</span>
        )}
      </p>
      <time className={styles.entryTime} dateTime={entry.at} title={recent ? exact : undefined}>
        {recent ? formatTimeAgo(at) : exact}
      </time>
    </li>
  );
}

/** The latest changes (GET /api/admin/activity), newest first. */
export function RecentActivity({ role }: { role: Role | undefined }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const activity = useRecentActivity();
  let content: ReactNode;
  if (activity.isPending) content = <Spinner size="small" label={t('admin:common.loading')} />;
  else if (activity.isError)
    content = (
      <p className={styles.muted} role="alert">
        {t('admin:common.error')} {t('admin:common.loadFailed')}
      </p>
    );
  else if (activity.data.length === 0) content = <p className={styles.muted}>{t('admin:dashboard.noActivity')}</p>;
  else
    content = (
      <ol className={styles.entries}>
        {activity.data.map((entry) => (
          <ActivityEntry key={entry.id} entry={entry} role={role} />
        ))}
      </ol>
    );
  return (
    <section className={styles.activity} aria-labelledby="admin-recent-activity">
      <h2 id="admin-recent-activity" className={styles.sectionTitle}>
        {t('admin:dashboard.recentActivity')}
      </h2>
      <Card className={styles.activityCard}>
        {content}
        {/* The whole trail, for the roles that may read it (viewers see these latest entries only). */}
        {can(role, 'audit:read') ? (
          <ButtonLink to="/admin/activity-log" appearance="transparent" className={styles.link}>
            {t('admin:dashboard.viewAllActivity')}
          </ButtonLink>
        ) : null}
      </Card>
    </section>
  );
}
