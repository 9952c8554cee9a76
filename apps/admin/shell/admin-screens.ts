import type { ComponentType } from 'react';
import { ADMIN_ROUTES, type Permission } from '../../../shared/roles';
import { AttendeesScreen } from '../attendees';
import { DoorScreen } from '../check-in';
import { CompanyScreen } from '../company';
import { ApplicationsScreen, ListingChangesScreen } from '../membership';
import { PrivacyScreen } from '../privacy';
import {
  AgreementsScreen,
  ComplianceSectorsScreen,
  GuidesScreen,
  InsightsScreen,
  OfficesScreen,
  PublicationsScreen,
  RegulatoryUpdatesScreen,
  ReportsScreen,
  TariffsScreen,
  TeamScreen,
  ToolsScreen,
} from '../resources';
import { ActivityLogScreen } from '../activity';
import { ContactsScreen } from '../contacts';
import { DashboardScreen } from '../dashboard';
import { EventsScreen } from '../events';
import { guarded } from './guarded';
import { MembersScreen } from '../members';
import { NewslettersScreen } from '../newsletters';
import { NewsScreen } from '../news';
import { NotFoundScreen } from './NotFoundScreen';
import { AccountScreen, SettingsScreen } from '../settings';
import { SubscribersScreen } from '../subscribers';

type Nav = (typeof ADMIN_ROUTES)[number]['nav'];

/** The permission of a screen, read from the one route table (shared/roles.ts). */
const permissionOf = (nav: Nav): Permission => {
  const route = ADMIN_ROUTES.find((candidate) => candidate.nav === nav);
  if (!route) throw new Error(`No admin route for ${nav}`);
  return route.permission;
};

/** The admin screens by navigation key, each behind the role guard of its route (from the role table). */
export const adminScreens: Record<Nav | 'notFound', ComponentType> = {
  dashboard: guarded(permissionOf('dashboard'), DashboardScreen),
  members: guarded(permissionOf('members'), MembersScreen),
  events: guarded(permissionOf('events'), EventsScreen),
  attendees: guarded(permissionOf('attendees'), AttendeesScreen),
  checkIn: guarded(permissionOf('checkIn'), DoorScreen),
  news: guarded(permissionOf('news'), NewsScreen),
  reports: guarded(permissionOf('reports'), ReportsScreen),
  insights: guarded(permissionOf('insights'), InsightsScreen),
  guides: guarded(permissionOf('guides'), GuidesScreen),
  tools: guarded(permissionOf('tools'), ToolsScreen),
  publications: guarded(permissionOf('publications'), PublicationsScreen),
  team: guarded(permissionOf('team'), TeamScreen),
  offices: guarded(permissionOf('offices'), OfficesScreen),
  agreements: guarded(permissionOf('agreements'), AgreementsScreen),
  tariffs: guarded(permissionOf('tariffs'), TariffsScreen),
  complianceSectors: guarded(permissionOf('complianceSectors'), ComplianceSectorsScreen),
  regulatoryUpdates: guarded(permissionOf('regulatoryUpdates'), RegulatoryUpdatesScreen),
  contacts: guarded(permissionOf('contacts'), ContactsScreen),
  subscribers: guarded(permissionOf('subscribers'), SubscribersScreen),
  newsletters: guarded(permissionOf('newsletters'), NewslettersScreen),
  applications: guarded(permissionOf('applications'), ApplicationsScreen),
  listingChanges: guarded(permissionOf('listingChanges'), ListingChangesScreen),
  company: guarded(permissionOf('company'), CompanyScreen),
  account: guarded(permissionOf('account'), AccountScreen),
  activityLog: guarded(permissionOf('activityLog'), ActivityLogScreen),
  settings: guarded(permissionOf('settings'), SettingsScreen),
  privacy: guarded(permissionOf('privacy'), PrivacyScreen),
  // Unknown /admin/* paths: any signed-in user (the shell already requires one).
  notFound: guarded('account:manage', NotFoundScreen),
};
