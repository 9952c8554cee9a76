import { SiteSettingsSchema } from '../../../shared/schemas';
import type { SiteSettingsOutput } from '../../../shared/schemas/account';
import { auditChanges, recordAudit } from '../../content/audit';
import { access, staffUser } from '../../http/access';
import { cachedJson } from '../../http/json-cache';
import { validate, validated } from '../../middleware/validate';
import { presentSiteSettings } from '../../presenters/settings';
import { completeSettings, readSiteSettings, SITE_SETTINGS_CACHE_KEY, writeSiteSettings } from '../../settings';
import type { RouteModule } from '../../http/router';

/** The audit trail's entity id of the settings (there is one settings record). */
export const SETTINGS_ENTITY_ID = 1;

/**
 * GET /api/settings[?lang=] (anyone; from the JSON cache, cleared on save) and PUT /api/admin/settings
 * (admin), audited.
 */
export const settingsRoutes: RouteModule = (router) => {
  router.get(
    '/settings',
    access('public'),
    cachedJson(SITE_SETTINGS_CACHE_KEY, async (models, language) =>
      presentSiteSettings(await readSiteSettings(models), language),
    ),
  );

  router.put('/admin/settings', access('settings:manage'), validate(SiteSettingsSchema), async (ctx) => {
    const input = validated<SiteSettingsOutput>(ctx);
    const user = await staffUser(ctx);
    const { db, cache } = ctx.services;
    const saved = await db.sequelize.transaction(async (transaction) => {
      const stored = await readSiteSettings(db.models, transaction);
      const next = completeSettings(input, stored);
      await writeSiteSettings(db.models, next, transaction);
      await recordAudit(db.models, transaction, user, {
        action: 'update',
        entity: 'settings',
        entityId: SETTINGS_ENTITY_ID,
        label: input.siteName,
        changes: auditChanges(stored, next, Object.keys(input)),
      });
      return readSiteSettings(db.models, transaction);
    });
    // After the commit: the next read loads the saved settings (other processes within the TTL).
    cache.invalidate(SITE_SETTINGS_CACHE_KEY);
    ctx.body = presentSiteSettings(saved);
  });
};
