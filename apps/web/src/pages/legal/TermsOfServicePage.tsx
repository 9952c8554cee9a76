import { LegalLayout, useLegalPageMeta } from './LegalLayout';

/** /terms-of-service — the Terms of Service; its sections are listed in data/legal.ts. */
export function TermsOfServicePage() {
  useLegalPageMeta('terms');
  return <LegalLayout page="terms" />;
}
