import type { Language } from './constants';
import type { SiteSettings, SiteTexts } from './entities';

/** The site's texts in `language`, and which language each is in. */
export interface LocalSiteTexts extends SiteTexts {
  lang: Record<keyof SiteTexts, Language>;
}

/**
 * The site's name and footer line in `language`: each the Spanish or Swedish one staff gave, or
 * the English one where that is empty (the public site marks such a text as English).
 */
export function siteTextsIn(settings: SiteSettings, language: Language): LocalSiteTexts {
  const translated = language === 'en' ? undefined : settings.translations[language];
  const pick = (field: keyof SiteTexts) => {
    const text = translated?.[field].trim();
    return text ? { text, lang: language } : { text: settings[field], lang: 'en' as const };
  };
  const name = pick('siteName');
  const tagline = pick('tagline');
  return { siteName: name.text, tagline: tagline.text, lang: { siteName: name.lang, tagline: tagline.lang } };
}
