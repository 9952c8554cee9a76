import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, type ServerCheck } from '../bridge';
import { type IpcDeps, type InvokeEventLike, type IpcMainLike, registerIpc } from './ipc';
import { samplePrintPerson, samplePrintRequest } from './print-fixtures';
import type { ServerTarget } from './server-address';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** An ipcMain stand-in that keeps the handlers so a test can invoke them as the renderer would. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`Second handler for ${channel}`);
      handlers.set(channel, listener);
    },
  };
  const invoke = async (channel: string, event: InvokeEventLike, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return await Promise.resolve(handler(event, ...args));
  };
  return { ipcMain, handlers, invoke };
}

const fromApp: InvokeEventLike = { senderFrame: { url: 'chamber://app/setup' } };

const printRequest = samplePrintRequest({
  output: 'pdf',
  people: [samplePrintPerson(1, { fullName: 'Ana Ruiz', organization: 'Acme AB' })],
});

function setup(check: ServerCheck = { ok: true, server: 'https://chamber.example.org', insecure: false }) {
  let current: ServerTarget | null = null;
  const deps = {
    version: '1.2.3',
    getServer: () => current,
    checkServer: vi.fn<IpcDeps['checkServer']>(() => Promise.resolve(check)),
    saveServer: vi.fn<IpcDeps['saveServer']>((server) => {
      current = server;
      return Promise.resolve();
    }),
    printAttendees: vi.fn<IpcDeps['printAttendees']>(() => Promise.resolve({ ok: true, file: '/home/ana/list.pdf' })),
  } satisfies IpcDeps;
  const ipc = fakeIpcMain();
  registerIpc(ipc.ipcMain, deps);
  return { ...ipc, deps };
}

describe('registerIpc', () => {
  it('registers exactly one handler per channel of the contract', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('answers app.info with the version and the server in use', async () => {
    const { invoke } = setup();
    await expect(invoke(CHANNELS.info, fromApp)).resolves.toEqual({ version: '1.2.3', server: null, insecure: false });
    await invoke(CHANNELS.saveServer, fromApp, 'https://chamber.example.org');
    await expect(invoke(CHANNELS.info, fromApp)).resolves.toEqual({
      version: '1.2.3',
      server: 'https://chamber.example.org',
      insecure: false,
    });
  });

  it('checks an address without saving it', async () => {
    const { invoke, deps } = setup();
    await expect(invoke(CHANNELS.checkServer, fromApp, ' https://chamber.example.org ')).resolves.toEqual({
      ok: true,
      server: 'https://chamber.example.org',
      insecure: false,
    });
    expect(deps.checkServer).toHaveBeenCalledWith(' https://chamber.example.org ');
    expect(deps.saveServer).not.toHaveBeenCalled();
  });

  it('saves a server that passes the check, and answers the check', async () => {
    const { invoke, deps } = setup({ ok: true, server: 'http://192.168.1.20:3000', insecure: true });
    await expect(invoke(CHANNELS.saveServer, fromApp, 'http://192.168.1.20:3000')).resolves.toEqual({
      ok: true,
      server: 'http://192.168.1.20:3000',
      insecure: true,
    });
    expect(deps.saveServer).toHaveBeenCalledWith({ origin: 'http://192.168.1.20:3000', insecure: true });
  });

  it('saves nothing when the check fails', async () => {
    const { invoke, deps } = setup({ ok: false, problem: 'unreachable' });
    await expect(invoke(CHANNELS.saveServer, fromApp, 'https://down.example.org')).resolves.toEqual({
      ok: false,
      problem: 'unreachable',
    });
    expect(deps.saveServer).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', { senderFrame: { url: 'https://evil.example/' } }],
    ['a look-alike app URL', { senderFrame: { url: 'chamber://app.evil/' } }],
    ['the app scheme on a port', { senderFrame: { url: 'chamber://app:1/' } }],
    ['a file page', { senderFrame: { url: 'file:///tmp/x.html' } }],
    ['a destroyed frame', { senderFrame: null }],
    ['no frame at all', {}],
  ])('refuses every channel from %s', async (_name, event: InvokeEventLike) => {
    const { invoke, deps } = setup();
    await expect(invoke(CHANNELS.info, event)).rejects.toThrow('IPC refused');
    await expect(invoke(CHANNELS.checkServer, event, 'https://chamber.example.org')).rejects.toThrow('IPC refused');
    await expect(invoke(CHANNELS.saveServer, event, 'https://chamber.example.org')).rejects.toThrow('IPC refused');
    await expect(invoke(CHANNELS.printAttendees, event, printRequest)).rejects.toThrow('IPC refused');
    expect(deps.checkServer).not.toHaveBeenCalled();
    expect(deps.saveServer).not.toHaveBeenCalled();
    expect(deps.printAttendees).not.toHaveBeenCalled();
  });

  it.each([
    ['a number', 42],
    ['an object', { address: 'https://chamber.example.org' }],
    ['nothing', undefined],
    ['a string too long', `https://${'a'.repeat(2050)}.org`],
  ])('refuses a payload that is %s', async (_name, payload) => {
    const { invoke, deps } = setup();
    await expect(invoke(CHANNELS.checkServer, fromApp, payload)).rejects.toThrow();
    await expect(invoke(CHANNELS.saveServer, fromApp, payload)).rejects.toThrow();
    expect(deps.checkServer).not.toHaveBeenCalled();
    expect(deps.saveServer).not.toHaveBeenCalled();
  });
});

describe('print.attendees', () => {
  it('passes a valid request to the printer and answers its result', async () => {
    const { invoke, deps } = setup();
    await expect(invoke(CHANNELS.printAttendees, fromApp, printRequest)).resolves.toEqual({
      ok: true,
      file: '/home/ana/list.pdf',
    });
    expect(deps.printAttendees).toHaveBeenCalledWith(printRequest);
  });

  const person = printRequest.people[0]!;
  it.each([
    ['nothing', undefined],
    ['an unknown document', { ...printRequest, document: 'certificates' }],
    ['an unknown output', { ...printRequest, output: 'email' }],
    ['an extra field', { ...printRequest, html: '<script>alert(1)</script>' }],
    ['a person with an extra field', { ...printRequest, people: [{ ...person, email: 'ana@example.org' }] }],
    ['a name too long', { ...printRequest, people: [{ ...person, fullName: 'a'.repeat(201) }] }],
    ['too many people', { ...printRequest, people: Array.from({ length: 5001 }, () => person) }],
    ['an unknown language', { ...printRequest, labels: { ...printRequest.labels, language: 'de' } }],
    ['a missing label', { ...printRequest, labels: { ...printRequest.labels, heading: undefined } }],
  ])('refuses a payload with %s', async (_name, payload) => {
    const { invoke, deps } = setup();
    await expect(invoke(CHANNELS.printAttendees, fromApp, payload)).rejects.toThrow();
    expect(deps.printAttendees).not.toHaveBeenCalled();
  });

  it('refuses an answer of the printer that is not in the contract', async () => {
    const { invoke, deps } = setup();
    deps.printAttendees.mockResolvedValueOnce({ ok: false, reason: 'exploded' } as never);
    await expect(invoke(CHANNELS.printAttendees, fromApp, printRequest)).rejects.toThrow();
  });
});
