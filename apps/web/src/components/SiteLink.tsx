import type { AnchorHTMLAttributes } from 'react';
import { useLinkBehaviour } from '../../../ui/link-behaviour';

/** A plain link to a page of the site, in the language of the page it is on. */
export function SiteLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return <a {...props} href={useLinkBehaviour().href(to)} />;
}
