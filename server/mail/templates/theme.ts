import type { CSSProperties } from 'react';

// Mail clients ignore style sheets and CSS variables: every style is inline, from this one palette
// (the site's brand blue and neutral greys).
const colors = {
  brand: '#0f4c81',
  text: '#242424',
  muted: '#616161',
  border: '#e0e0e0',
  background: '#f5f5f5',
  surface: '#ffffff',
  onBrand: '#ffffff',
} as const;

const font = "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The inline styles of the mails. */
export const styles = {
  body: { backgroundColor: colors.background, fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: '6px',
    maxWidth: '600px',
    padding: '24px 32px',
  },
  brand: { color: colors.brand, fontSize: '18px', fontWeight: 600, margin: '0 0 16px' },
  heading: { color: colors.text, fontSize: '22px', fontWeight: 600, margin: '0 0 16px' },
  text: { color: colors.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  label: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0' },
  value: { color: colors.text, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px', whiteSpace: 'pre-wrap' },
  button: {
    backgroundColor: colors.brand,
    borderRadius: '4px',
    color: colors.onBrand,
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: colors.border, margin: '24px 0 16px' },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 4px' },
  link: { color: colors.brand },
} satisfies Record<string, CSSProperties>;
