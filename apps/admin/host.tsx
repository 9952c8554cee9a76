import { createContext, useContext, type ReactNode } from 'react';
import type { PrintAttendeesRequest, PrintAttendeesResult } from '../../shared/schemas/attendee-print';

/**
 * Where the admin module runs. The web app mounts it without a provider (the defaults); the desktop
 * client describes itself with `AdminHostProvider`: its public site is the configured server's,
 * opened in the system browser, and it shows connection facts in the shell and on the auth page.
 */
export interface AdminHost {
  kind: 'web' | 'desktop';
  /**
   * The public site's home. On the web '/' (the same app, navigated in place); in the desktop the
   * configured server's site (an absolute URL, opened in the system browser: there is no public
   * site inside the app).
   */
  siteUrl: string;
  /** The server named in the "cannot reach the server" banner; on the web, the page's host. */
  serverName?: string;
  /** A discreet line at the bottom of the admin shell and the auth page (the desktop: server and version). */
  statusSlot?: ReactNode;
  /** A persistent strip at the top of the admin shell and the auth page (the desktop: an unencrypted connection). */
  noticeSlot?: ReactNode;
  /**
   * Prints an event's attendee list or name badges, or saves them as a PDF (the desktop: its main
   * process lays the page out). Absent on the web, where the screens offer no printing.
   */
  printAttendees?: (request: PrintAttendeesRequest) => Promise<PrintAttendeesResult>;
}

const WEB_HOST: AdminHost = { kind: 'web', siteUrl: '/' };

const AdminHostContext = createContext<AdminHost>(WEB_HOST);

/** Tells the admin module where it runs (the desktop client); without it, it behaves as on the web. */
export function AdminHostProvider({ value, children }: { value: AdminHost; children: ReactNode }) {
  return <AdminHostContext.Provider value={value}>{children}</AdminHostContext.Provider>;
}

/** The host the admin module runs in (the web's defaults without a provider). */
export function useAdminHost(): AdminHost {
  return useContext(AdminHostContext);
}

/** Whether the public site lives outside this app (desktop): links to it open in the system browser. */
export function isExternalSite(host: AdminHost): boolean {
  return host.kind === 'desktop';
}

/** The server's name for messages: the host's, else the page's own host (the web). */
export function serverNameOf(host: AdminHost): string {
  return host.serverName ?? (typeof window === 'undefined' ? '' : window.location.host);
}

/**
 * The attributes of a link to the public site: in place on the web (the caller navigates in the
 * app), a new window in the desktop (the main process hands it to the system browser).
 */
export function siteLinkProps(host: AdminHost): { href: string; target?: '_blank'; rel?: string } {
  return isExternalSite(host)
    ? { href: host.siteUrl, target: '_blank', rel: 'noreferrer noopener' }
    : { href: host.siteUrl };
}
