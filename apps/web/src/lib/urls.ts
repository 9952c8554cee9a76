import type { Language } from '../../../../shared/constants';
import { localizedPath } from '../../../../shared/routes';

/** An absolute URL on the public site for a site path (an absolute URL stays as it is). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The public address of an English page path in a language (`/members` in Spanish → …/es/members). */
export function pageUrl(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${localizedPath(path, language)}`;
}
