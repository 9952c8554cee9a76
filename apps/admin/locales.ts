import type { LocaleIndex } from '../ui/i18n';
import adminLocales from 'virtual:locales/admin';

/** The auth page's and admin screens' translations (namespaces 'auth' and 'admin'), loaded on demand. */
export const adminLocaleIndex: LocaleIndex = adminLocales;
