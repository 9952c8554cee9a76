import type { GriffelStyle } from '@fluentui/react-components';

/**
 * Hidden from sight but read by screen readers (and crawlers): a link's full name after its short
 * visible text, a stacked table's column headers, the words behind a badge's symbols.
 */
export const VISUALLY_HIDDEN: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};
