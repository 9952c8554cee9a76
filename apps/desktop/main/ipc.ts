/**
 * The main side of the bridge: one `ipcMain.handle` per channel of bridge.ts. Each handler first
 * checks that the sender frame is on the app's origin, then parses its payload with the contract's
 * schema: the renderer is never trusted. Anything refused throws, so the renderer's invoke rejects.
 */
import {
  type AppInfo,
  AppInfoSchema,
  CHANNELS,
  type PrintAttendeesRequest,
  PrintAttendeesRequestSchema,
  type PrintAttendeesResult,
  PrintAttendeesResultSchema,
  type ServerCheck,
  ServerAddressPayloadSchema,
  ServerCheckSchema,
} from '../bridge';
import { isAppUrl } from './policies';
import type { ServerTarget } from './server-address';

/** The parts of an IpcMainInvokeEvent the handlers read. */
export interface InvokeEventLike {
  senderFrame?: { url: string } | null;
}

/** What `registerIpc` needs of `ipcMain`. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

export interface IpcDeps {
  /** The app's version (`app.getVersion()`). */
  version: string;
  /** The server in use, or null before first run. */
  getServer: () => ServerTarget | null;
  /** Validates an address and asks its /api/health (server-address.ts `checkServer`). */
  checkServer: (address: string) => Promise<ServerCheck>;
  /** Makes `server` the one in use: saves it, forwards to it, retitles the window. */
  saveServer: (server: ServerTarget) => Promise<void>;
  /** Prints the attendee list or badges, or saves them as a PDF (print.ts `printAttendees`). */
  printAttendees: (request: PrintAttendeesRequest) => Promise<PrintAttendeesResult>;
}

/** Thrown when a message does not come from the app's own page. */
export class ForbiddenSenderError extends Error {
  constructor(url: string | undefined) {
    super(`IPC refused: the sender ${url === undefined ? '(no frame)' : url} is not the app`);
    this.name = 'ForbiddenSenderError';
  }
}

/** Throws unless the message comes from a frame on the app's origin. */
export function assertAppSender(event: InvokeEventLike): void {
  const url = event.senderFrame?.url;
  if (url === undefined || !isAppUrl(url)) throw new ForbiddenSenderError(url);
}

/** Registers one handler per channel of bridge.ts. */
export function registerIpc(ipcMain: IpcMainLike, deps: IpcDeps): void {
  ipcMain.handle(CHANNELS.info, (event): AppInfo => {
    assertAppSender(event);
    const server = deps.getServer();
    return AppInfoSchema.parse({
      version: deps.version,
      server: server?.origin ?? null,
      insecure: server?.insecure ?? false,
    });
  });

  ipcMain.handle(CHANNELS.checkServer, async (event, payload): Promise<ServerCheck> => {
    assertAppSender(event);
    const address = ServerAddressPayloadSchema.parse(payload);
    return ServerCheckSchema.parse(await deps.checkServer(address));
  });

  ipcMain.handle(CHANNELS.saveServer, async (event, payload): Promise<ServerCheck> => {
    assertAppSender(event);
    const address = ServerAddressPayloadSchema.parse(payload);
    const check = ServerCheckSchema.parse(await deps.checkServer(address));
    if (check.ok) await deps.saveServer({ origin: check.server, insecure: check.insecure });
    return check;
  });

  ipcMain.handle(CHANNELS.printAttendees, async (event, payload): Promise<PrintAttendeesResult> => {
    assertAppSender(event);
    const request = PrintAttendeesRequestSchema.parse(payload);
    return PrintAttendeesResultSchema.parse(await deps.printAttendees(request));
  });
}
