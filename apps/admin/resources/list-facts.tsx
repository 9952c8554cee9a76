import { useTranslation } from 'react-i18next';
import { useCodeOptions } from '../kit/forms/forms';
import type { AdminColumn, AdminFilter } from '../kit/AdminList';
import { YesNo } from '../kit/page';
import { CodeBadge, DayCell } from './cells';

// The key-fact columns and filters the resource lists have in common, so that a code, a day or a
// yes/no looks and sizes the same in every list. The caller gives the translated header and reads
// the item.

/** A code of the item (a category, a type, a status) as its translated name in a badge. */
export function codeColumn<T>(key: string, header: string, width: string, label: (item: T) => string): AdminColumn<T> {
  return { key, header, width, render: (item) => <CodeBadge label={label(item)} /> };
}

/** A calendar day of the item (when it was published or updated). */
export function dayColumn<T>(key: string, header: string, day: (item: T) => string): AdminColumn<T> {
  return { key, header, width: '8.5rem', render: (item) => <DayCell day={day(item)} /> };
}

/** A yes/no of the item (featured, upcoming) as a badge. */
export function yesNoColumn<T>(key: string, header: string, value: (item: T) => boolean): AdminColumn<T> {
  return { key, header, width: '6rem', render: (item) => <YesNo value={value(item)} /> };
}

/**
 * A filter of the list by one code (the query parameter `name`), labelled by the translation key
 * `label`, its options the codes named by `common:<group>.<code>`.
 */
export function useCodeFilter(name: string, label: string, group: string, codes: readonly string[]): AdminFilter {
  const { t } = useTranslation('admin');
  return { name, label: t(label), options: useCodeOptions(group, codes) };
}

/**
 * A percentage as the screen's language writes numbers ("8.6 %", "8,6 %"), at most two decimals;
 * `signed` for a change, which shows its direction ("+8.6 %", "-3.2 %").
 */
export function usePercent(): (value: number, options?: { signed?: boolean }) => string {
  const { t, i18n } = useTranslation('admin');
  return (value, { signed = false } = {}) =>
    t('admin:resources.percent', {
      value: new Intl.NumberFormat(i18n.language, {
        maximumFractionDigits: 2,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }).format(value),
    });
}
