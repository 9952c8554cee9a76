import { Tab, TabList, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { Slot, type Slots } from '../islands/Slot';

/** The tab list's row and the space under it, and stacked panels: every tab list of the site. */
export const useTabStyles = makeStyles({
  tabs: { overflowX: 'auto' },
  // On a narrow screen the tabs wrap onto a second row rather than run off its edge unseen.
  list: { flexWrap: 'wrap' },
  M: { marginBottom: tokens.spacingVerticalM },
  L: { marginBottom: tokens.spacingVerticalL },
  XL: { marginBottom: tokens.spacingVerticalXL },
  // A class's `display` beats the `hidden` attribute's (the browser's own rule): keep hidden panels
  // hidden. (Without JavaScript the page's <noscript> rule, !important, still shows them all.)
  stacked: { display: 'grid', gap: tokens.spacingVerticalXL, '&[hidden]': { display: 'none' } },
});

/** The props of the Tabs island (plain JSON): the panels themselves are its slots, one per tab. */
export interface TabsProps {
  idPrefix: string;
  label: string;
  tabs: readonly string[];
  /** Each tab's label, by tab. */
  labels: Record<string, string>;
  /** The space between the tab list and the panels. */
  spacing: 'M' | 'L' | 'XL';
  /** Lays a panel's blocks out with a large gap between them. */
  stacked?: boolean;
  /** The panels' HTML, by tab (from the server; read back from the page in the browser). */
  slots?: Slots;
}

/**
 * A tab list over server-rendered panels: every panel is in the page (so its text is there for
 * search engines and, without JavaScript, all panels show); the selected one is visible. Each tab
 * controls its panel, each panel is labelled by its tab.
 */
export function Tabs({ idPrefix, label, tabs, labels, spacing, stacked = false, slots = {} }: TabsProps) {
  const styles = useTabStyles();
  const prefix = useId(idPrefix);
  const [selected, setSelected] = useState(tabs[0]);
  return (
    <>
      <div className={mergeClasses(styles.tabs, styles[spacing])}>
        <TabList
          className={styles.list}
          selectedValue={selected}
          onTabSelect={(_event, data) => setSelected(String(data.value))}
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} id={`${prefix}-${tab}`} aria-controls={`${prefix}-${tab}-panel`}>
              {labels[tab]}
            </Tab>
          ))}
        </TabList>
      </div>
      {tabs.map((tab) => (
        <Slot
          key={tab}
          name={tab}
          html={slots[tab] ?? ''}
          role="tabpanel"
          id={`${prefix}-${tab}-panel`}
          aria-labelledby={`${prefix}-${tab}`}
          hidden={tab !== selected}
          data-tab-panel=""
          className={stacked ? styles.stacked : undefined}
        />
      ))}
    </>
  );
}
