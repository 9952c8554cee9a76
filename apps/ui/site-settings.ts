import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/constants';
import type { SiteSettings } from '../../shared/entities';
import { siteTextsIn } from '../../shared/site-texts';
import { getJson } from './api';

/**
 * GET /api/settings under the key ['settings'] (the admin's settings screen invalidates it after a
 * save, so the public site shows the new values without a reload). Never blocks a render: until
 * the answer arrives (or if it fails) the translated defaults are shown.
 */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => getJson<SiteSettings>('/api/settings'),
});

/** The site settings once loaded, else undefined. */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery(settingsQuery).data;
}

/**
 * The site's name in the interface's language (the English one where staff gave no translation),
 * or the translated `common:site.name` until the settings load.
 */
export function useSiteName(): string {
  const { t, i18n } = useTranslation('common');
  const settings = useSiteSettings();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return settings ? siteTextsIn(settings, language).siteName : t('common:site.name');
}

/** The general contact e-mail: the admin setting, or the translated `common:contact.email` until it loads. */
export function useContactEmail(): string {
  const { t } = useTranslation('common');
  return useSiteSettings()?.contactEmail?.trim() || t('common:contact.email');
}
