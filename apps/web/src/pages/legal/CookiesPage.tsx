import { LegalLayout, useLegalPageMeta } from './LegalLayout';

/** /cookies — the Cookie Policy; its sections are listed in data/legal.ts. */
export function CookiesPage() {
  useLegalPageMeta('cookies');
  return <LegalLayout page="cookies" />;
}
