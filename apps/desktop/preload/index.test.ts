import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_NAME, CHANNELS, type DesktopBridge, type PrintAttendeesRequest } from '../bridge';

// The preload runs only inside Electron: its two Electron objects are stand-ins here.
const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn<(name: string, api: unknown) => void>(),
  invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(() => Promise.resolve('answer')),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { invoke: electron.invoke, send: vi.fn(), on: vi.fn() },
}));

let exposed: DesktopBridge;

const printRequest: PrintAttendeesRequest = {
  document: 'badges',
  output: 'print',
  event: { title: 'Annual meeting', when: '12 March 2027', location: 'Stockholm' },
  people: [],
  labels: {
    heading: 'Name badges',
    name: 'Name',
    organization: 'Organisation',
    status: 'Status',
    checkIn: '',
    total: '',
    language: 'en',
  },
};

beforeAll(async () => {
  await import('./index');
  expect(electron.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, api] = electron.exposeInMainWorld.mock.calls[0]!;
  expect(name).toBe(BRIDGE_NAME);
  exposed = api as DesktopBridge;
});

describe('preload', () => {
  it('exposes one function per channel and nothing else (never ipcRenderer)', () => {
    expect(Object.keys(exposed).sort()).toEqual(['checkServer', 'info', 'printAttendees', 'saveServer']);
    expect(Object.keys(exposed)).toHaveLength(Object.keys(CHANNELS).length);
    for (const value of Object.values(exposed)) expect(typeof value).toBe('function');
  });

  it('invokes each channel with its payload and returns the answer', async () => {
    await expect(exposed.info()).resolves.toBe('answer');
    await expect(exposed.checkServer('https://chamber.example.org')).resolves.toBe('answer');
    await expect(exposed.saveServer('http://192.168.1.20:3000')).resolves.toBe('answer');
    await expect(exposed.printAttendees(printRequest)).resolves.toBe('answer');
    expect(electron.invoke.mock.calls).toEqual([
      [CHANNELS.info],
      [CHANNELS.checkServer, 'https://chamber.example.org'],
      [CHANNELS.saveServer, 'http://192.168.1.20:3000'],
      [CHANNELS.printAttendees, printRequest],
    ]);
  });
});
