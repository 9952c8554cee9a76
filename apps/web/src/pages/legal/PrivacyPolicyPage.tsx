import { LegalLayout, useLegalPageMeta } from './LegalLayout';

/** /privacy-policy — the Privacy Policy; its sections are listed in data/legal.ts. */
export function PrivacyPolicyPage() {
  useLegalPageMeta('privacy');
  return <LegalLayout page="privacy" />;
}
