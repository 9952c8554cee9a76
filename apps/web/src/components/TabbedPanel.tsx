import { Tab, TabList, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { useTabStyles } from './Tabs';
import { Section } from './Page';

const useStyles = makeStyles({
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400, maxWidth: '52rem' },
});

/**
 * A tab list with one tab panel for the selected tab: each tab controls the panel, the panel is
 * labelled by the selected tab. `stacked` lays the panel's children out with a large gap between them.
 */
export function TabbedPanel<T extends string>({
  idPrefix,
  label,
  tabs,
  tabLabel,
  value,
  onChange,
  spacing,
  stacked = false,
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly T[];
  tabLabel: (tab: T) => string;
  value: T;
  onChange: (tab: T) => void;
  /** The space between the tab list and the panel. */
  spacing: 'M' | 'L' | 'XL';
  stacked?: boolean;
  children: ReactNode;
}) {
  const styles = useTabStyles();
  const prefix = useId(idPrefix);
  const panelId = `${prefix}-panel`;
  return (
    <>
      <div className={mergeClasses(styles.tabs, styles[spacing])}>
        <TabList
          className={styles.list}
          selectedValue={value}
          onTabSelect={(_event, data) => onChange(data.value as T)}
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} id={`${prefix}-${tab}`} aria-controls={panelId}>
              {tabLabel(tab)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${prefix}-${value}`}
        className={stacked ? styles.stacked : undefined}
      >
        {children}
      </div>
    </>
  );
}

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

/** A heading (h2) inside a tab panel. */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className={useStyles().heading}>{children}</h2>;
}

/** A paragraph of a tab panel or of a card in it. */
export function PanelText({ children }: { children: ReactNode }) {
  return <p className={useStyles().text}>{children}</p>;
}
