import { SiteLink } from './SiteLink';

/**
 * A form's consent sentence, its `<policy>…</policy>` part a link to the privacy policy (opening
 * beside the form, which keeps what was typed). Split here rather than with react-i18next's Trans,
 * whose markup parser would join the i18n code every page prefetches.
 */
export function ConsentLabel({ text }: { text: string }) {
  const [before = text, policy, after = ''] = text.split(/<policy>(.*?)<\/policy>/);
  return (
    <>
      {before}
      {policy === undefined ? null : (
        <SiteLink to="/privacy-policy" target="_blank" rel="noopener">
          {policy}
        </SiteLink>
      )}
      {after}
    </>
  );
}
