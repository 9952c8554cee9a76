import type { Language } from '../../shared/constants';
import type { PublicSiteSettings, SiteSettings } from '../../shared/entities';
import { siteTextsIn } from '../../shared/site-texts';

/**
 * The site settings (read from storage already validated) with the name and footer line in
 * `language`, and the English ones with their translations in `translations` (what staff edit).
 */
export function presentSiteSettings(settings: SiteSettings, language: Language = 'en'): PublicSiteSettings {
  const texts = siteTextsIn(settings, language);
  return {
    siteName: texts.siteName,
    tagline: texts.tagline,
    defaultLanguage: settings.defaultLanguage,
    contactEmail: settings.contactEmail,
    translations: {
      es: { siteName: settings.translations.es.siteName, tagline: settings.translations.es.tagline },
      sv: { siteName: settings.translations.sv.siteName, tagline: settings.translations.sv.tagline },
    },
    retention: { ...settings.retention },
    social: { ...settings.social },
    lang: texts.lang,
  };
}
