/** Ids of the home hero statistics; each has its label at `home:hero.stats.<id>`. */
export type HeroStatId = 'countries' | 'businesses' | 'events';

/** One hero statistic: a lower bound shown as "<value>+". */
export interface HeroStat {
  id: HeroStatId;
  value: number;
}

/** The hard-coded hero statistics of the home page (§1): 15+ countries, 500+ businesses, 50+ events. */
export const HERO_STATS: readonly HeroStat[] = [
  { id: 'countries', value: 15 },
  { id: 'businesses', value: 500 },
  { id: 'events', value: 50 },
];
