import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { Language } from '../../../../shared/constants';

/**
 * An i18next instance with a page's strings, ready at once (no loading, so the first render of a
 * page or an island already shows its texts). The strings are complete: English is merged under
 * every key another language lacks when they are read.
 */
export function createPageI18n(language: Language, strings: ResourceLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: strings },
    ns: Object.keys(strings),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    // i18next's defaults, set explicitly: then it does not test every key for natural language.
    keySeparator: '.',
    nsSeparator: ':',
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
