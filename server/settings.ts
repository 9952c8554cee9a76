import type { Transaction } from 'sequelize';
import { DEFAULT_SITE_SETTINGS } from '../shared/constants';
import type { SiteSettings } from '../shared/entities';
import { SiteSettingsSchema } from '../shared/schemas';
import type { Models } from './models';

/** The `app_meta` key whose value is the site settings, as JSON. */
export const SITE_SETTINGS_KEY = 'site_settings';
/** The JSON cache key of GET /api/settings (cleared when an admin saves). */
export const SITE_SETTINGS_CACHE_KEY = 'settings';

/**
 * The site settings: the saved ones, or DEFAULT_SITE_SETTINGS until an admin saves (also if the
 * stored value no longer passes the shared schema: the public site always gets valid settings).
 */
export async function readSiteSettings(
  models: Pick<Models, 'AppMeta'>,
  transaction?: Transaction,
): Promise<SiteSettings> {
  const row = await models.AppMeta.findByPk(SITE_SETTINGS_KEY, transaction ? { transaction } : {});
  if (row) {
    try {
      const parsed = SiteSettingsSchema.safeParse(JSON.parse(row.value));
      if (parsed.success) return parsed.data;
    } catch {
      // Unreadable JSON: the defaults below.
    }
  }
  return { ...DEFAULT_SITE_SETTINGS };
}

/** Saves the site settings (validated by the route) inside `transaction`. */
export async function writeSiteSettings(
  models: Pick<Models, 'AppMeta'>,
  settings: SiteSettings,
  transaction: Transaction,
): Promise<void> {
  const value = JSON.stringify({
    siteName: settings.siteName,
    defaultLanguage: settings.defaultLanguage,
    contactEmail: settings.contactEmail,
  });
  await models.AppMeta.upsert({ key: SITE_SETTINGS_KEY, value }, { transaction });
}
