import {
  AppInfoSchema,
  BRIDGE_NAME,
  PrintAttendeesResultSchema,
  ServerCheckSchema,
  type AppInfo,
  type DesktopBridge,
  type PrintAttendeesRequest,
  type PrintAttendeesResult,
  type ServerCheck,
} from '../bridge';

/** The preload's bridge (`window.chamberDesktop`), or null outside the desktop app. */
export function findBridge(scope: object = globalThis): DesktopBridge | null {
  const candidate: unknown = Reflect.get(scope, BRIDGE_NAME);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const bridge = candidate as Partial<DesktopBridge>;
  return typeof bridge.info === 'function' &&
    typeof bridge.checkServer === 'function' &&
    typeof bridge.saveServer === 'function' &&
    typeof bridge.printAttendees === 'function'
    ? (bridge as DesktopBridge)
    : null;
}

/** The bridge's answers, checked against the contract (the renderer trusts no shape it did not check). */
export const checked = {
  info: async (bridge: DesktopBridge): Promise<AppInfo> => AppInfoSchema.parse(await bridge.info()),
  checkServer: async (bridge: DesktopBridge, address: string): Promise<ServerCheck> =>
    ServerCheckSchema.parse(await bridge.checkServer(address)),
  saveServer: async (bridge: DesktopBridge, address: string): Promise<ServerCheck> =>
    ServerCheckSchema.parse(await bridge.saveServer(address)),
  printAttendees: async (bridge: DesktopBridge, request: PrintAttendeesRequest): Promise<PrintAttendeesResult> =>
    PrintAttendeesResultSchema.parse(await bridge.printAttendees(request)),
};
