import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * Fields side by side where there is room, one under the other on a phone. Top-aligned: a hint or
 * an error under one field grows only that field, so the label and box beside it stay level
 * (stretched to the row's height, a Field's grid rows would spread out and move its box down).
 */
export const fieldRow: GriffelStyle = {
  display: 'grid',
  gap: tokens.spacingHorizontalL,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
};
