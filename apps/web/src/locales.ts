import type { LocaleIndex } from '../../ui/i18n';
import webLocales from 'virtual:locales/web';

/** The public site's translations: one small chunk per language and namespace, loaded on demand. */
export const webLocaleIndex: LocaleIndex = webLocales;
