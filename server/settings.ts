import type { Transaction } from 'sequelize';
import { DEFAULT_RETENTION, DEFAULT_SITE_SETTINGS, TAGLINE_BEFORE_SETTINGS } from '../shared/constants';
import { SOCIAL_NETWORKS, type SiteSettings, type SocialLinks } from '../shared/entities';
import { SiteSettingsSchema, type SiteSettingsOutput } from '../shared/schemas/account';
import type { Models } from './models';

/** The `app_meta` key whose value is the site settings, as JSON. */
export const SITE_SETTINGS_KEY = 'site_settings';
/** The JSON cache key of GET /api/settings (cleared when an admin saves). */
export const SITE_SETTINGS_CACHE_KEY = 'settings';

/** A fresh copy of the default settings (callers may change theirs). */
function defaultSettings(): SiteSettings {
  return structuredClone(DEFAULT_SITE_SETTINGS);
}

/**
 * Completes a PUT body from what is stored: a missing `tagline`, `translations` or language of it,
 * `retention`, or `social` or network of it, keeps the stored one. Settings saved before the footer
 * line could be edited are read with the line they showed (TAGLINE_BEFORE_SETTINGS), those saved
 * before retention could be set with the default periods, those saved before the social profiles
 * with none.
 */
export function completeSettings(
  input: SiteSettingsOutput,
  stored: Pick<SiteSettings, 'tagline' | 'translations' | 'retention' | 'social'>,
): SiteSettings {
  return {
    siteName: input.siteName,
    tagline: input.tagline ?? stored.tagline,
    defaultLanguage: input.defaultLanguage,
    contactEmail: input.contactEmail,
    translations: {
      es: input.translations?.es ?? stored.translations.es,
      sv: input.translations?.sv ?? stored.translations.sv,
    },
    retention: { ...(input.retention ?? stored.retention) },
    // A network sent as null (or empty) is cleared; one left out keeps its stored address.
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => {
        const sent = input.social?.[network];
        return [network, sent === undefined ? stored.social[network] : sent];
      }),
    ) as SocialLinks,
  };
}

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
      if (parsed.success) {
        return completeSettings(parsed.data, {
          ...structuredClone(TAGLINE_BEFORE_SETTINGS),
          retention: DEFAULT_RETENTION,
          social: DEFAULT_SITE_SETTINGS.social,
        });
      }
    } catch {
      // Unreadable JSON: the defaults below.
    }
  }
  return defaultSettings();
}

/** Saves the site settings (validated and completed by the route) inside `transaction`. */
export async function writeSiteSettings(
  models: Pick<Models, 'AppMeta'>,
  settings: SiteSettings,
  transaction: Transaction,
): Promise<void> {
  const value = JSON.stringify(completeSettings(settings, settings));
  await models.AppMeta.upsert({ key: SITE_SETTINGS_KEY, value }, { transaction });
}
