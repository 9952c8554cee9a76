import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The look of the full-page card screens (the sign-in page, and the desktop client's server
 * setup): the brand line, the big title, the lead text above a raised card.
 */
export const useCardPageStyles = makeStyles({
  intro: { display: 'grid', gap: tokens.spacingVerticalXS },
  brand: { margin: 0, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    padding: tokens.spacingHorizontalXXL,
    display: 'grid',
  },
});
