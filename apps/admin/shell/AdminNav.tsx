import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowTrendingLinesRegular,
  BoardRegular,
  BuildingMultipleRegular,
  BuildingRegular,
  CalendarLtrRegular,
  CertificateRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  ClipboardTaskListLtrRegular,
  CompassNorthwestRegular,
  DataTrendingRegular,
  DocumentEditRegular,
  FolderRegular,
  GavelRegular,
  HistoryRegular,
  HandshakeRegular,
  LibraryRegular,
  MailInboxRegular,
  MailRegular,
  NewsRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonMailRegular,
  PersonRegular,
  ReceiptMoneyRegular,
  SettingsRegular,
  ShieldPersonRegular,
  ToolboxRegular,
} from '@fluentui/react-icons';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/entities';
import { ADMIN_ROUTES, can } from '../../../shared/roles';

type AdminRoute = (typeof ADMIN_ROUTES)[number];
/** The routes the sidebar links to: those with an address of their own (no `:id` to fill in). */
type SidebarRoute = Exclude<AdminRoute, { path: `${string}:${string}` }>;
const isSidebarRoute = (route: AdminRoute): route is SidebarRoute => !route.path.includes(':');

const NAV_ICONS: Record<SidebarRoute['nav'], ReactElement> = {
  dashboard: <BoardRegular />,
  members: <PeopleRegular />,
  events: <CalendarLtrRegular />,
  news: <NewsRegular />,
  reports: <DataTrendingRegular />,
  insights: <ArrowTrendingLinesRegular />,
  guides: <CompassNorthwestRegular />,
  tools: <ToolboxRegular />,
  publications: <LibraryRegular />,
  team: <PeopleTeamRegular />,
  offices: <BuildingMultipleRegular />,
  agreements: <HandshakeRegular />,
  tariffs: <ReceiptMoneyRegular />,
  complianceSectors: <CertificateRegular />,
  regulatoryUpdates: <GavelRegular />,
  contacts: <MailInboxRegular />,
  subscribers: <PersonMailRegular />,
  newsletters: <MailRegular />,
  applications: <ClipboardTaskListLtrRegular />,
  listingChanges: <DocumentEditRegular />,
  company: <BuildingRegular />,
  account: <PersonRegular />,
  activityLog: <HistoryRegular />,
  settings: <SettingsRegular />,
  privacy: <ShieldPersonRegular />,
};

/** The site's resource collections: one group of the sidebar, opened and closed as one entry. */
const RESOURCE_NAVS: readonly SidebarRoute['nav'][] = [
  'reports',
  'insights',
  'guides',
  'tools',
  'publications',
  'team',
  'offices',
  'agreements',
  'tariffs',
  'complianceSectors',
  'regulatoryUpdates',
];
const inResourceGroup = (route: SidebarRoute) => RESOURCE_NAVS.includes(route.nav);

/** The keyboard focus outline of the shell's links (the sidebar's, the top bar's, the prompt's). */
export const focusRing = {
  outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: tokens.strokeWidthThin,
};

const useStyles = makeStyles({
  navList: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  navLink: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': focusRing,
  },
  navIcon: { fontSize: '20px', display: 'inline-flex' },
  groupButton: {
    width: '100%',
    boxSizing: 'border-box',
    border: 'none',
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
  groupLabel: { flexGrow: 1 },
  subList: { paddingLeft: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalXXS },
  // The list's grid display would otherwise win over the `hidden` attribute.
  collapsed: { display: 'none' },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
});

/** One link of the sidebar: its icon and name, marked when it is the current screen. */
function NavItem({ route }: { route: SidebarRoute }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <li>
      <NavLink
        to={route.path}
        end
        className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.active)}
      >
        <span className={styles.navIcon} aria-hidden>
          {NAV_ICONS[route.nav]}
        </span>
        {t(`admin:nav.${route.nav}`)}
      </NavLink>
    </li>
  );
}

/**
 * The sidebar's Site resources: a button that shows or hides the collections' links (open while
 * one of them is the current screen, until it is closed).
 */
function ResourceGroup({ routes }: { routes: readonly SidebarRoute[] }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const { pathname } = useLocation();
  const listId = useId();
  const current = routes.some((route) => route.path === pathname);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const open = expanded ?? current;
  return (
    <li>
      <button
        type="button"
        className={mergeClasses(styles.navLink, styles.groupButton)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setExpanded(!open)}
      >
        <span className={styles.navIcon} aria-hidden>
          <FolderRegular />
        </span>
        <span className={styles.groupLabel}>{t('admin:nav.resources')}</span>
        <span className={styles.navIcon} aria-hidden>
          {open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        </span>
      </button>
      <ul
        id={listId}
        className={mergeClasses(styles.navList, styles.subList, !open && styles.collapsed)}
        hidden={!open}
      >
        {routes.map((route) => (
          <NavItem key={route.nav} route={route} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar's links to the screens the role may open, in the route table's order; the resource
 * collections are one group, where the first of them is listed.
 */
export function SidebarNav({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const links = ADMIN_ROUTES.filter(isSidebarRoute).filter((route) => can(role, route.permission));
  const resourceLinks = links.filter(inResourceGroup);
  return (
    <nav aria-label={t('admin:shell.navigation')}>
      <ul className={styles.navList}>
        {links.map((route) => {
          if (!inResourceGroup(route)) return <NavItem key={route.nav} route={route} />;
          if (route !== resourceLinks[0]) return null;
          return <ResourceGroup key="resources" routes={resourceLinks} />;
        })}
      </ul>
    </nav>
  );
}
