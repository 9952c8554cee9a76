import path from 'node:path';
import { LANGUAGES } from '../../shared/constants';
import { localeNamespaces, mergedNamespace } from './locale-files';
import type { SiteStrings } from '../../shared/page-rendering';

/** The public site's translation files. */
export const SITE_LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** Every namespace of the public site in every language, English merged under each (read once at start). */
export function readSiteStrings(dir: string = SITE_LOCALES): SiteStrings {
  const namespaces = localeNamespaces(dir);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(namespaces.map((namespace) => [namespace, mergedNamespace(dir, language, namespace)])),
    ]),
  ) as SiteStrings;
}
