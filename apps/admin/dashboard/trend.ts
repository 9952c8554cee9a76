import type { MonthTrend } from '../../../shared/entities';

/** Which sentence describes a month trend, and the arrow beside it. */
export interface TrendText {
  /** `admin:dashboard.trend.<key>`: none (nothing either month), same (equal), compare (different). */
  key: 'none' | 'same' | 'compare';
  /** The translation's options: `count` (this month, picks the plural form) and `last`. */
  values: { count: number; last: number };
  direction: 'up' | 'down' | 'flat';
}

/** "3 new this month (1 last month)", "2 new this month, as many as last month", "No new items in the last two months". */
export function trendText({ thisMonth, lastMonth }: MonthTrend): TrendText {
  const values = { count: thisMonth, last: lastMonth };
  if (thisMonth === 0 && lastMonth === 0) return { key: 'none', values, direction: 'flat' };
  if (thisMonth === lastMonth) return { key: 'same', values, direction: 'flat' };
  return { key: 'compare', values, direction: thisMonth > lastMonth ? 'up' : 'down' };
}
