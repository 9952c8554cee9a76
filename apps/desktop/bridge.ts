/**
 * The contract between the desktop client's main process, its preload and its renderer: the app's
 * own origin, the IPC channel names and the payload schemas. No Node, no DOM: all three import it.
 */
import { z } from 'zod';
import '../../shared/zod-config';
import type { PrintAttendeesRequest, PrintAttendeesResult } from '../../shared/schemas/attendee-print';

// The print request and its answer are the admin module's too (it asks for printing through its
// host): one definition in shared/, re-exported here as part of the contract.
export {
  PRINT_PEOPLE_MAX,
  PrintAttendeesRequestSchema,
  PrintAttendeesResultSchema,
  type PrintAttendeesRequest,
  type PrintAttendeesResult,
} from '../../shared/schemas/attendee-print';

/** The custom privileged scheme that serves the renderer (never file://). */
export const APP_SCHEME = 'chamber';
/** The host part of every app URL: chamber://app/admin … */
export const APP_HOST = 'app';
/** The renderer's origin; the only origin a window may stay on. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The route of the server-address screen (first run, and "Change server…" in the menu). */
export const SETUP_PATH = '/setup';

/** IPC channels, `domain.action`; one preload function per channel. */
export const CHANNELS = {
  /** () → AppInfo */
  info: 'app.info',
  /** (address: string) → ServerCheck: validates and calls GET /api/health; saves nothing. */
  checkServer: 'server.check',
  /** (address: string) → ServerCheck: as check, and on success saves it as the server. */
  saveServer: 'server.save',
  /**
   * (PrintAttendeesRequest) → PrintAttendeesResult: an event's attendee list or name badges, laid
   * out by the main process on a window of its own, then printed or saved as a PDF.
   */
  printAttendees: 'print.attendees',
} as const;

/** What the renderer may know about the app: its version and the server it is connected to. */
export const AppInfoSchema = z.object({
  version: z.string(),
  /** The configured server's origin (e.g. https://chamber.example.org), or null before first run. */
  server: z.string().nullable(),
  /** True when the server is reached over plain http (localhost or a private network only). */
  insecure: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** Why an address was refused. */
export const ServerProblemSchema = z.enum([
  /** Not a URL, or a URL with credentials, a path other than /, a query or a fragment. */
  'invalid',
  /** http:// to a public host: only https:// is allowed there. */
  'https-required',
  /** No answer from GET /api/health (network error or timeout). */
  'unreachable',
  /** An answer, but not {"status":"ok"} from a chamber server. */
  'not-chamber',
]);
export type ServerProblem = z.infer<typeof ServerProblemSchema>;

/** The result of checking (or saving) a server address. */
export const ServerCheckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), server: z.string(), insecure: z.boolean() }),
  z.object({ ok: z.literal(false), problem: ServerProblemSchema }),
]);
export type ServerCheck = z.infer<typeof ServerCheckSchema>;

/** The payload of server.check and server.save: the address as typed (trimmed by the main process). */
export const ServerAddressPayloadSchema = z.string().max(2048);

/** The API the preload exposes as `window.chamberDesktop` (and nothing else). */
export interface DesktopBridge {
  info(): Promise<AppInfo>;
  checkServer(address: string): Promise<ServerCheck>;
  saveServer(address: string): Promise<ServerCheck>;
  printAttendees(request: PrintAttendeesRequest): Promise<PrintAttendeesResult>;
}

/** The global name of the bridge in the renderer. */
export const BRIDGE_NAME = 'chamberDesktop';
