import { Tab, TabList, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTabStyles } from './Tabs';

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

/** A heading (h2) inside a tab panel. */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className={useStyles().heading}>{children}</h2>;
}

/** A paragraph of a tab panel or of a card in it. */
export function PanelText({ children }: { children: ReactNode }) {
  return <p className={useStyles().text}>{children}</p>;
}
