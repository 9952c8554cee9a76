import { useTranslation } from 'react-i18next';
import { RETENTION_LIMITS } from '../../../shared/constants';
import type { RetentionSettings } from '../../../shared/entities';
import { NumberField } from '../kit/forms/FormFields';
import type { SiteFieldGroupProps } from './site-form';

/** The retention fields: each period's name and unit (the bounds come from RETENTION_LIMITS). */
const PERIODS = [
  { name: 'processedEnquiryMonths', unit: 'months' },
  { name: 'pastEventRegistrationMonths', unit: 'months' },
  { name: 'spamDays', unit: 'days' },
  { name: 'rateLimitDays', unit: 'days' },
  { name: 'expiredSessionDays', unit: 'sessionDays' },
  { name: 'sentMailDays', unit: 'days' },
] as const satisfies readonly { name: keyof RetentionSettings; unit: keyof typeof RETENTION_LIMITS }[];

/** The form's field names of the retention periods, for the server's field errors. */
export const RETENTION_FIELDS = PERIODS.map(({ name }) => `retention.${name}` as const);

/**
 * The "Data retention" group of the site settings: how long each kind of data is kept before the
 * hourly sweep deletes or anonymises it. The privacy policy states the same periods.
 */
export function RetentionFields({ control, className, legendClassName }: SiteFieldGroupProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={className} aria-describedby="retention-intro">
      <legend className={legendClassName}>{t('admin:settings.retention.heading')}</legend>
      <p id="retention-intro">{t('admin:settings.retention.intro')}</p>
      {PERIODS.map(({ name, unit }) => (
        <NumberField
          key={name}
          control={control}
          name={`retention.${name}`}
          label={t(`admin:settings.retention.${name}`)}
          hint={t(`admin:settings.retention.${name}Hint`, RETENTION_LIMITS[unit])}
          min={RETENTION_LIMITS[unit].min}
          max={RETENTION_LIMITS[unit].max}
          required
        />
      ))}
    </fieldset>
  );
}
