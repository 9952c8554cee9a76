import { createContext, useContext } from 'react';

/**
 * How the links of shared components behave where they are rendered: in the admin's single-page
 * app an internal link navigates in the app; on the server-rendered public site it is a plain link
 * to the page in the visitor's language (a full page load, so it works without JavaScript).
 */
export interface LinkBehaviour {
  /** The address an internal path links to. */
  href(to: string): string;
  /** Navigates in the app without loading a page; undefined means plain links. */
  navigate?(to: string): void;
}

const LinkBehaviourContext = createContext<LinkBehaviour>({ href: (to) => to });

/** Sets how the links below behave (see LinkBehaviour). */
export const LinkBehaviourProvider = LinkBehaviourContext.Provider;

/** How links behave here: plain links to the path itself unless a provider says otherwise. */
export function useLinkBehaviour(): LinkBehaviour {
  return useContext(LinkBehaviourContext);
}
