import type { Language } from '../../../shared/constants';
import type { LocaleLoader } from '../../ui/i18n';

/** The public site's strings of one language: one downloaded chunk per language. */
export const loadWebLocales: LocaleLoader = (language: Language) => {
  switch (language) {
    case 'es':
      return import('virtual:locales/web/es').then((m) => m.default);
    case 'sv':
      return import('virtual:locales/web/sv').then((m) => m.default);
    default:
      return import('virtual:locales/web/en').then((m) => m.default);
  }
};
