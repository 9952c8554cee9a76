/**
 * The preload: exposes the narrow, typed bridge of bridge.ts as `window.chamberDesktop`, one
 * `ipcRenderer.invoke` per channel, and never ipcRenderer itself: a page that got a script in could
 * do no more than call these. Built as one self-contained CommonJS file: a sandboxed preload can
 * require nothing but `electron`.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  type AppInfo,
  BRIDGE_NAME,
  CHANNELS,
  type DesktopBridge,
  type PrintAttendeesResult,
  type ServerCheck,
} from '../bridge';

// The main process parses every payload and answer against the contract's schemas.
const bridge: DesktopBridge = {
  info: () => ipcRenderer.invoke(CHANNELS.info) as Promise<AppInfo>,
  checkServer: (address) => ipcRenderer.invoke(CHANNELS.checkServer, address) as Promise<ServerCheck>,
  saveServer: (address) => ipcRenderer.invoke(CHANNELS.saveServer, address) as Promise<ServerCheck>,
  printAttendees: (request) => ipcRenderer.invoke(CHANNELS.printAttendees, request) as Promise<PrintAttendeesResult>,
};

contextBridge.exposeInMainWorld(BRIDGE_NAME, bridge);
