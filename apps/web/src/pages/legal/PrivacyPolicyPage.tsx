import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../page-context';
import { LegalLayout, useLegalPageMeta } from './LegalLayout';

/**
 * /privacy-policy — the Privacy Policy; its sections are listed in data/legal.ts. The retention
 * periods it states are the site settings' ones, which the retention sweep applies.
 */
export function PrivacyPolicyPage() {
  useLegalPageMeta('privacy');
  const { t } = useTranslation('legal');
  const { retention } = usePageContext().settings;
  const months = (count: number) => t('legal:privacy.retentionPeriods.months', { count });
  const days = (count: number) => t('legal:privacy.retentionPeriods.days', { count });
  return (
    <LegalLayout
      page="privacy"
      values={{
        processedEnquiries: months(retention.processedEnquiryMonths),
        pastEventRegistrations: months(retention.pastEventRegistrationMonths),
        spam: days(retention.spamDays),
        rateLimits: days(retention.rateLimitDays),
        sessions:
          retention.expiredSessionDays === 0
            ? t('legal:privacy.retentionPeriods.atExpiry')
            : t('legal:privacy.retentionPeriods.afterExpiry', { period: days(retention.expiredSessionDays) }),
      }}
    />
  );
}
