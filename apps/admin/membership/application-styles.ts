import { makeStyles, tokens } from '@fluentui/react-components';

/** The look of an application's details dialog, shared by its record, history and steps. */
export const useApplicationStyles = makeStyles({
  surface: { maxWidth: '46rem', width: 'calc(100vw - 32px)' },
  // Focused from code only (on opening), like a screen's h1: no ring around a heading.
  title: { ':focus': { outline: 'none' } },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  heading: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  history: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  historyEntry: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  historyTime: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  // Up to four buttons: the whole row is theirs (they would wrap their labels in half of it).
  actions: { gridColumnStart: 1, flexWrap: 'wrap', justifyContent: 'flex-end' },
});
