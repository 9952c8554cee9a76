import { registerAccountRoutes } from './account';
import { registerApplicationRoutes } from './applications';
import { registerAuthRoutes } from './auth';
import { registerCompanyRoutes } from './company';
import { registerContactSubmissionRoutes } from './contact-submissions';
import { registerDashboardRoutes } from './dashboard';
import { registerEventRoutes } from './events';
import { registerHealthRoutes } from './health';
import { registerImageRoutes } from './images';
import { registerInvitationRoutes } from './invitations';
import { registerListingChangeRoutes } from './listing-changes';
import { registerMemberRoutes } from './members';
import { registerNewsRoutes } from './news';
import { registerNewsletterRoutes } from './newsletters';
import { registerOutboxRoutes } from './outbox';
import { registerRegistrationRoutes } from './registrations';
import { registerSettingsRoutes } from './settings';
import { registerSubscriptionRoutes } from './subscriptions';
import { registerUserRoutes } from './users';
import { createApiRouter, type ApiRouter } from './router';

/** The /api router with every resource's routes. */
export function buildApiRouter(): ApiRouter {
  const router = createApiRouter();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerMemberRoutes(router);
  registerEventRoutes(router);
  registerRegistrationRoutes(router);
  registerNewsRoutes(router);
  registerContactSubmissionRoutes(router);
  registerImageRoutes(router);
  registerDashboardRoutes(router);
  registerAccountRoutes(router);
  registerSettingsRoutes(router);
  registerUserRoutes(router);
  registerSubscriptionRoutes(router);
  registerOutboxRoutes(router);
  registerInvitationRoutes(router);
  registerNewsletterRoutes(router);
  registerApplicationRoutes(router);
  registerListingChangeRoutes(router);
  registerCompanyRoutes(router);
  return router;
}
