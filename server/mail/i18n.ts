import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { mergedNamespace } from '../pages/locale-files';

/** The folder of the mails' strings: `<lng>/mail.json`, one namespace of their own. */
export const MAIL_LOCALES_DIR = path.resolve(import.meta.dirname, 'locales');
const NAMESPACE = 'mail';

/** Looks up a mail string in one language, with {{placeholders}} filled in. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

let instances: Map<Language, i18n> | undefined;

/** One i18next instance per language, English under every key a language lacks; read once. */
function instance(language: Language): i18n {
  instances ??= new Map(
    LANGUAGES.map((lng) => {
      const i18n = i18next.createInstance();
      void i18n.init({
        lng,
        fallbackLng: false,
        ns: [NAMESPACE],
        defaultNS: NAMESPACE,
        resources: { [lng]: { [NAMESPACE]: mergedNamespace(MAIL_LOCALES_DIR, lng, NAMESPACE) } },
        // React escapes what the templates show; subjects are plain text in a header.
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
      return [lng, i18n];
    }),
  );
  return instances.get(language)!;
}

/** The mail strings of a language. A missing key throws: a mail never goes out with a raw key. */
export function mailTranslator(language: Language): Translate {
  const i18n = instance(language);
  return (key, values) => {
    if (!i18n.exists(key)) throw new Error(`Mail string missing: ${NAMESPACE}:${key}`);
    return i18n.t(key, values ?? {});
  };
}
