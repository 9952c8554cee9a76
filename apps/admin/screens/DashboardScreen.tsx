import { Card, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowTrendingRegular,
  CalendarLtrRegular,
  MailInboxRegular,
  NewsRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Permission } from '../../../shared/roles';
import { useAdminEvents, useAdminMembers, useAdminNews, useContactSubmissions } from '../admin-queries';
import { useCurrentUser } from '../session';
import { ButtonLink } from '../../ui/button-link';
import { ScreenHeader, useAdminPageMeta } from './page';

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
  link: {
    alignSelf: 'flex-start',
    marginTop: 'auto',
    minWidth: 0,
    paddingLeft: 0,
    paddingRight: 0,
    color: tokens.colorBrandForeground1,
  },
  activity: { marginTop: tokens.spacingVerticalXXL },
  activityCard: { padding: tokens.spacingHorizontalL },
  sectionTitle: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** One summary card: a count, a detail line and, when the role may open it, a link to the list. */
function SummaryCard({
  title,
  icon,
  query,
  detail,
  link,
}: {
  title: string;
  icon: ReactNode;
  query: Pick<UseQueryResult<readonly unknown[]>, 'data' | 'isPending' | 'isError'>;
  detail: ReactNode;
  link: { to: string; label: string } | null;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  let figure: ReactNode;
  if (query.data) figure = query.data.length;
  else if (query.isError) figure = t('admin:common.error');
  else figure = <Spinner size="tiny" label={t('admin:common.loading')} />;
  return (
    <li>
      <Card className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{title}</h2>
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        </div>
        <p className={styles.figure}>{figure}</p>
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

/**
 * /admin (§2 Dashboard): total members, events and news with their hard-coded trends, contact
 * submissions with the pending count (requested for admin and editor only, §6), and recent activity.
 */
export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const user = useCurrentUser().data;
  const role = user?.role;
  const readsContacts = can(role, 'contacts:read');
  const members = useAdminMembers();
  const events = useAdminEvents();
  const news = useAdminNews();
  const contacts = useContactSubmissions({ enabled: readsContacts });
  useAdminPageMeta(t('admin:dashboard.title'), t('admin:dashboard.description'));

  // A card links to its list only for roles that may open it (viewers would meet Access Denied).
  const linkTo = (to: string, permission: Permission, label: string) => (can(role, permission) ? { to, label } : null);
  const trend = (text: string) => (
    <p className={styles.detail}>
      <ArrowTrendingRegular aria-hidden />
      {text}
    </p>
  );
  const pending = contacts.data?.filter((submission) => !submission.processed).length;

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
          query={members}
          detail={trend(t('admin:dashboard.trendMembers'))}
          link={linkTo('/admin/members', 'content:manage', t('admin:dashboard.viewMembers'))}
        />
        <SummaryCard
          title={t('admin:dashboard.events')}
          icon={<CalendarLtrRegular />}
          query={events}
          detail={trend(t('admin:dashboard.trendEvents'))}
          link={linkTo('/admin/events', 'content:manage', t('admin:dashboard.viewEvents'))}
        />
        <SummaryCard
          title={t('admin:dashboard.news')}
          icon={<NewsRegular />}
          query={news}
          detail={trend(t('admin:dashboard.trendNews'))}
          link={linkTo('/admin/news', 'content:manage', t('admin:dashboard.viewNews'))}
        />
        {readsContacts ? (
          <SummaryCard
            title={t('admin:dashboard.contacts')}
            icon={<MailInboxRegular />}
            query={contacts}
            detail={
              pending === undefined ? null : (
                <p className={mergeClasses(styles.detail, pending > 0 ? styles.pending : styles.processed)}>
                  {pending > 0 ? t('admin:dashboard.pending', { count: pending }) : t('admin:dashboard.allProcessed')}
                </p>
              )
            }
            link={linkTo('/admin/contacts', 'contacts:read', t('admin:dashboard.viewContacts'))}
          />
        ) : null}
      </ul>
      <section className={styles.activity} aria-labelledby="admin-recent-activity">
        <h2 id="admin-recent-activity" className={styles.sectionTitle}>
          {t('admin:dashboard.recentActivity')}
        </h2>
        <Card className={styles.activityCard}>
          <p className={styles.muted}>{t('admin:dashboard.noActivity')}</p>
        </Card>
      </section>
    </>
  );
}
