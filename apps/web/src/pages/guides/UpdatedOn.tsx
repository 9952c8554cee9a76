import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { InvestmentGuide } from '../../../../../shared/resources';
import { formatCardDate } from '../../../../ui/dates';
import { DateItem } from '../../components/DocumentCard';

/** When a guide was last updated, as its card and list item say it. */
export function UpdatedOn({ guide }: { guide: InvestmentGuide }) {
  const { t } = useTranslation(['guides', 'common']);
  return <DateItem>{t('guides:list.updated', { date: formatCardDate(parseISO(guide.updatedOn)) })}</DateItem>;
}
