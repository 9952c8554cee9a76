import { Card, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowTrendingDownRegular,
  ArrowTrendingLinesRegular,
  ArrowTrendingRegular,
  BuildingRegular,
  CalendarLtrRegular,
  DocumentEditRegular,
  MailInboxRegular,
  NewsRegular,
  PeopleRegular,
  PersonClockRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthTrend } from '../../../shared/entities';
import { can, type Permission } from '../../../shared/roles';
import { ButtonLink } from '../../ui/button-link';
import { useDashboardSummary } from '../queries/content';
import { UpcomingRegistrations } from '../attendees';
import { trendText } from './trend';
import { settingsPath } from '../settings';
import { useCurrentUser } from '../session';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { CARD_LINK, RecentActivity } from './RecentActivity';

const useStyles = makeStyles({
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  card: { height: '100%', gap: tokens.spacingVerticalS },
  cardHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  cardTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  figure: {
    margin: 0,
    minHeight: tokens.lineHeightHero800,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  detail: {
    margin: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  pending: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  processed: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  link: CARD_LINK,
});

/** One summary card: a figure (spinner while loading), detail lines and, when the role may open it, a link to the list. */
function SummaryCard({
  title,
  icon,
  figure,
  state,
  detail,
  link,
}: {
  title: string;
  icon: ReactNode;
  figure: number | undefined;
  state: 'pending' | 'error' | 'success';
  detail: ReactNode;
  link: { to: string; label: string } | null;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  let shown: ReactNode;
  if (figure !== undefined) shown = figure;
  else if (state === 'error') shown = t('admin:common.error');
  else shown = <Spinner size="tiny" label={t('admin:common.loading')} />;
  return (
    <li>
      <Card className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{title}</h2>
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        </div>
        <div className={styles.figure}>{shown}</div>
        {detail}
        {link ? (
          <ButtonLink to={link.to} appearance="transparent" className={styles.link}>
            {link.label}
          </ButtonLink>
        ) : null}
      </Card>
    </li>
  );
}

const TREND_ICONS = {
  up: <ArrowTrendingRegular aria-hidden />,
  down: <ArrowTrendingDownRegular aria-hidden />,
  flat: <ArrowTrendingLinesRegular aria-hidden />,
};

/** "3 new this month (1 last month)", from the month counts the server gives. */
function TrendLine({ trend }: { trend: MonthTrend | undefined }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (!trend) return null;
  const { key, values, direction } = trendText(trend);
  return (
    <p className={styles.detail}>
      {TREND_ICONS[direction]}
      {t(`admin:dashboard.trend.${key}`, values)}
    </p>
  );
}

/**
 * /admin, the dashboard: the totals of members, events, news and (for roles that may read them)
 * contact submissions with the pending count, new items this month against last month, the next
 * events registered here (for roles that manage registrations), the membership applications and
 * listing changes waiting for review (for roles that review them), and the recent activity. One
 * summary request; a viewer's answer has no contact figures.
 */
export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const user = useCurrentUser().data;
  const role = user?.role;
  const readsContacts = can(role, 'contacts:read');
  const summary = useDashboardSummary();
  const data = summary.data;
  useAdminPageMeta(t('admin:dashboard.title'), t('admin:dashboard.description'));

  // A card links to its list only for roles that may open it (viewers would meet Access Denied).
  const linkTo = (to: string, permission: Permission, label: string) => (can(role, permission) ? { to, label } : null);
  const state = summary.status;
  const contacts = data?.contacts;
  // Admins only; hidden when the answer has no figure (null for other roles).
  const requests = data?.users;
  const showRequests = can(role, 'settings:manage') && (data === undefined || requests != null);
  // Membership review (admins, editors); each card hidden when the answer has no figure for it.
  const reviews = can(role, 'members:review');
  const applications = data?.applications;
  const showApplications = reviews && (data === undefined || applications != null);
  const listingChanges = data?.listingChanges;
  const showListingChanges = reviews && (data === undefined || listingChanges != null);

  return (
    <>
      <ScreenHeader
        title={t('admin:dashboard.title')}
        description={user ? t('admin:dashboard.welcome', { name: user.fullName }) : undefined}
      />
      <ul className={styles.cards}>
        <SummaryCard
          title={t('admin:dashboard.members')}
          icon={<PeopleRegular />}
          figure={data?.members.total}
          state={state}
          detail={<TrendLine trend={data?.members.trend} />}
          link={linkTo('/admin/members', 'content:manage', t('admin:dashboard.viewMembers'))}
        />
        <SummaryCard
          title={t('admin:dashboard.events')}
          icon={<CalendarLtrRegular />}
          figure={data?.events.total}
          state={state}
          detail={<TrendLine trend={data?.events.trend} />}
          link={linkTo('/admin/events', 'content:manage', t('admin:dashboard.viewEvents'))}
        />
        <SummaryCard
          title={t('admin:dashboard.news')}
          icon={<NewsRegular />}
          figure={data?.news.total}
          state={state}
          detail={<TrendLine trend={data?.news.trend} />}
          link={linkTo('/admin/news', 'content:manage', t('admin:dashboard.viewNews'))}
        />
        {readsContacts && contacts !== null ? (
          <SummaryCard
            title={t('admin:dashboard.contacts')}
            icon={<MailInboxRegular />}
            figure={contacts?.total}
            state={state}
            detail={
              contacts ? (
                <p className={mergeClasses(styles.detail, contacts.pending > 0 ? styles.pending : styles.processed)}>
                  {contacts.pending > 0
                    ? t('admin:dashboard.pending', { count: contacts.pending })
                    : t('admin:dashboard.allProcessed')}
                </p>
              ) : null
            }
            link={linkTo('/admin/contacts', 'contacts:read', t('admin:dashboard.viewContacts'))}
          />
        ) : null}
        {showRequests ? (
          <SummaryCard
            title={t('admin:dashboard.roleRequests')}
            icon={<PersonClockRegular />}
            figure={requests?.pendingRequests}
            state={state}
            detail={
              requests ? (
                <p
                  className={mergeClasses(
                    styles.detail,
                    requests.pendingRequests > 0 ? styles.pending : styles.processed,
                  )}
                >
                  {requests.pendingRequests > 0
                    ? t('admin:dashboard.pendingRequests', { count: requests.pendingRequests })
                    : t('admin:dashboard.noPendingRequests')}
                </p>
              ) : null
            }
            link={linkTo(settingsPath('users'), 'settings:manage', t('admin:dashboard.manageUsers'))}
          />
        ) : null}
        {showApplications ? (
          <SummaryCard
            title={t('admin:dashboard.applications')}
            icon={<BuildingRegular />}
            // The open ones: those still waiting for a decision.
            figure={applications ? applications.submitted + applications.underReview : undefined}
            state={state}
            detail={
              applications ? (
                <p
                  className={mergeClasses(
                    styles.detail,
                    applications.submitted + applications.underReview > 0 ? styles.pending : styles.processed,
                  )}
                >
                  {t('admin:dashboard.openApplications', {
                    submitted: applications.submitted,
                    underReview: applications.underReview,
                  })}
                </p>
              ) : null
            }
            link={linkTo('/admin/applications', 'members:review', t('admin:dashboard.viewApplications'))}
          />
        ) : null}
        {showListingChanges ? (
          <SummaryCard
            title={t('admin:dashboard.listingChanges')}
            icon={<DocumentEditRegular />}
            figure={listingChanges?.pending}
            state={state}
            detail={
              listingChanges ? (
                <p
                  className={mergeClasses(
                    styles.detail,
                    listingChanges.pending > 0 ? styles.pending : styles.processed,
                  )}
                >
                  {listingChanges.pending > 0
                    ? t('admin:dashboard.pending', { count: listingChanges.pending })
                    : t('admin:dashboard.noPendingChanges')}
                </p>
              ) : null
            }
            link={linkTo('/admin/listing-changes', 'members:review', t('admin:dashboard.viewListingChanges'))}
          />
        ) : null}
      </ul>
      {/* For roles that manage registrations; hidden when the answer says null (the others). */}
      {can(role, 'registrations:manage') && data?.registrations !== null ? (
        <UpcomingRegistrations events={data?.registrations} state={state} />
      ) : null}
      <RecentActivity role={role} />
    </>
  );
}
