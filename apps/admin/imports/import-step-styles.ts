import { makeStyles, tokens } from '@fluentui/react-components';

/** The steps' layout: a column of paragraphs, messages and a scrolling table. */
export const useImportStepStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { overflowX: 'auto', maxHeight: '50vh', overflowY: 'auto' },
  sample: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  errorText: { color: tokens.colorPaletteRedForeground1 },
  errorList: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});
