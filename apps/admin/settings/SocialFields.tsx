import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type SocialLinks } from '../../../shared/entities';
import { TextField } from '../kit/forms/FormFields';
import type { SiteFieldGroupProps } from './site-form';

/** The form's field names of the social profiles, for the server's field errors. */
export const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((network) => `social.${network}` as const);

/** The form's values of the social profiles: an empty field for a network without one. */
export function socialFormValues(social: SocialLinks): Record<keyof SocialLinks, string> {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, social[network] ?? ''])) as Record<
    keyof SocialLinks,
    string
  >;
}

/**
 * The "Social media" group of the site settings: the chamber's profile address on each network.
 * The public header and footer link to those given and show nothing for the others.
 */
export function SocialFields({ control, className, legendClassName }: SiteFieldGroupProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <fieldset className={className} aria-describedby="social-intro">
      <legend className={legendClassName}>{t('admin:settings.social.heading')}</legend>
      <p id="social-intro">{t('admin:settings.social.intro')}</p>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          control={control}
          name={`social.${network}`}
          type="url"
          autoComplete="off"
          label={t(`common:social.${network}`)}
        />
      ))}
    </fieldset>
  );
}
