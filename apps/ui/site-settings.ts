import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../shared/entities';
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

/** The site's name: the admin setting, or the translated `common:site.name` until it loads. */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  return useSiteSettings()?.siteName?.trim() || t('common:site.name');
}

/** The general contact e-mail: the admin setting, or the translated `common:contact.email` until it loads. */
export function useContactEmail(): string {
  const { t } = useTranslation('common');
  return useSiteSettings()?.contactEmail?.trim() || t('common:contact.email');
}
