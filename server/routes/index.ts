import { accountRoutes } from './account';
import { agreementRoutes } from './agreements';
import { applicationRoutes } from './applications';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { checkInRoutes } from './check-ins';
import { companyRoutes } from './company';
import { complianceSectorRoutes } from './compliance-sectors';
import { contactSubmissionRoutes } from './contact-submissions';
import { dashboardRoutes } from './dashboard';
import { directoryRoutes } from './directory';
import { eventRoutes } from './events';
import { exportRoutes } from './exports';
import { fileRoutes } from './files';
import { guideRoutes } from './guides';
import { healthRoutes } from './health';
import { imageRoutes } from './images';
import { importRoutes } from './imports';
import { insightRoutes } from './insights';
import { invitationRoutes } from './invitations';
import { listingChangeRoutes } from './listing-changes';
import { memberRoutes } from './members';
import { newsRoutes } from './news';
import { newsletterRoutes } from './newsletters';
import { notificationRoutes } from './notifications';
import { officeRoutes } from './offices';
import { outboxRoutes } from './outbox';
import { personalDataRoutes } from './personal-data';
import { publicationRoutes } from './publications';
import { registrationRoutes } from './registrations';
import { regulatoryUpdateRoutes } from './regulatory-updates';
import { reportRoutes } from './reports';
import { settingsRoutes } from './settings';
import { subscriptionRoutes } from './subscriptions';
import { tariffRoutes } from './tariffs';
import { teamRoutes } from './team';
import { toolRoutes } from './tools';
import { userRoutes } from './users';
import { routerOf, type ApiRouter, type RouteModule } from '../http/router';

/** The routes of every resource, one module per folder of server/routes (in any order). */
export const API_ROUTES: readonly RouteModule[] = [
  accountRoutes,
  agreementRoutes,
  applicationRoutes,
  auditRoutes,
  authRoutes,
  checkInRoutes,
  companyRoutes,
  complianceSectorRoutes,
  contactSubmissionRoutes,
  dashboardRoutes,
  directoryRoutes,
  eventRoutes,
  exportRoutes,
  fileRoutes,
  guideRoutes,
  healthRoutes,
  imageRoutes,
  importRoutes,
  insightRoutes,
  invitationRoutes,
  listingChangeRoutes,
  memberRoutes,
  newsRoutes,
  newsletterRoutes,
  notificationRoutes,
  officeRoutes,
  outboxRoutes,
  personalDataRoutes,
  publicationRoutes,
  registrationRoutes,
  regulatoryUpdateRoutes,
  reportRoutes,
  settingsRoutes,
  subscriptionRoutes,
  tariffRoutes,
  teamRoutes,
  toolRoutes,
  userRoutes,
];

/** The /api router with every resource's routes. */
export function buildApiRouter(): ApiRouter {
  return routerOf(API_ROUTES);
}
