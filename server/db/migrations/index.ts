import type { Migration } from '../migrate';
import { initial } from './20261121-0001-initial';
import { contentManagement } from './20261121-0002-content-management';
import { accounts } from './20261121-0003-accounts';
import { hardening } from './20261122-0004-hardening';
import { registrationHoneypot } from './20261122-0005-registration-honeypot';
import { generatedPassword } from './20261123-0006-generated-password';
import { outbox } from './20261125-0007-outbox';
import { accountTokens } from './20261125-0008-account-tokens';
import { newsletters } from './20261125-0009-newsletters';
import { accountLanguage } from './20261125-0010-account-language';
import { contentTranslations } from './20261126-0011-content-translations';
import { eventRegistrations } from './20261126-0012-event-registrations';
import { membership } from './20261127-0013-membership';
import { resources } from './20261128-0014-resources';
import { siteTables } from './20261129-0015-site-tables';
import { auditDetails } from './20261130-0016-audit-details';
import { doorCheckIns } from './20261201-0017-door-check-ins';
import { roleRequestTimes } from './20261202-0018-role-request-times';
import { secretsOutOfDatabase } from './20261202-0021-secrets-out-of-database';
import { signedUnsubscribeLinks } from './20261202-0023-signed-unsubscribe-links';
import { sitemapReads } from './20261202-0024-sitemap-reads';
import { cacheChanges } from './20261202-0025-cache-changes';

/** Every migration, oldest first. A new schema change is a new file added at the end of this list. */
export const migrations: readonly Migration[] = [
  initial,
  contentManagement,
  accounts,
  hardening,
  registrationHoneypot,
  generatedPassword,
  outbox,
  accountTokens,
  newsletters,
  accountLanguage,
  contentTranslations,
  eventRegistrations,
  membership,
  resources,
  siteTables,
  auditDetails,
  doorCheckIns,
  roleRequestTimes,
  secretsOutOfDatabase,
  signedUnsubscribeLinks,
  sitemapReads,
  cacheChanges,
];
