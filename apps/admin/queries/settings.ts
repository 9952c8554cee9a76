import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '../../../shared/entities';
import type { SiteSettingsInput } from '../../../shared/schemas/account';
import { apiRequest } from '../../ui/api';
import { settingsQuery } from '../../ui/site-settings';
import { adminKeys, adminQueries } from './content';

/**
 * The site settings' key, ['settings']. Not under ['admin']: the public site reads GET /api/settings
 * with this very query (apps/ui/site-settings.ts), so one cache entry serves both and a save here
 * shows on the public pages at once.
 */
export const SITE_SETTINGS_KEY = settingsQuery.queryKey;

/** GET /api/settings under the public site's key. */
export const useSiteSettings = () => useQuery(adminQueries.siteSettings);

/** PUT /api/admin/settings; the public site's settings (same key) and the activity are refreshed. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SiteSettingsInput) => apiRequest<SiteSettings>('PUT', '/api/admin/settings', payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
    },
  });
}
