import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { Section } from './Page';

/**
 * A page section of tabs (the Tabs island) over panels rendered here, on the server: it starts on the
 * first tab; the panels' blocks stack with a large gap.
 */
export function TabbedSection<T extends string>({
  idPrefix,
  label,
  tabs,
  tabLabel,
  panels,
  spacing = 'XL',
  stacked = true,
  section = true,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly [T, ...T[]];
  tabLabel: (tab: T) => string;
  panels: Record<T, ReactNode>;
  spacing?: 'M' | 'L' | 'XL';
  stacked?: boolean;
  /** Whether it is a page section of its own (false: inside the caller's section). */
  section?: boolean;
}) {
  const island = (
    <Island
      name="Tabs"
      props={{
        idPrefix,
        label,
        tabs,
        labels: Object.fromEntries(tabs.map((tab) => [tab, tabLabel(tab)])),
        spacing,
        stacked,
      }}
      slots={panels}
    />
  );
  return section ? <Section>{island}</Section> : island;
}
