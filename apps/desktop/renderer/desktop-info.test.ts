import { describe, expect, it } from 'vitest';
import { getDesktopInfo, redirectFor, setDesktopInfo, siteUrlOf, subscribeDesktopInfo } from './desktop-info';

const SERVER = 'https://chamber.example.org';

describe('redirectFor', () => {
  it('first run (no server): every path goes to the setup screen, which shows', () => {
    for (const path of ['/', '/admin', '/admin/members', '/auth', '/news', '/index.html']) {
      expect(redirectFor(path, null), path).toBe('/setup');
    }
    expect(redirectFor('/setup', null)).toBeNull();
  });

  it('with a server: the admin, the auth page and the setup screen show; / and the rest go to /admin', () => {
    for (const path of ['/admin', '/admin/', '/admin/members', '/admin/no-such-screen', '/auth', '/setup']) {
      expect(redirectFor(path, SERVER), path).toBeNull();
    }
    for (const path of ['/', '/news', '/members/3', '/administrator', '/setup/x']) {
      expect(redirectFor(path, SERVER), path).toBe('/admin');
    }
  });
});

describe('siteUrlOf', () => {
  it("is the server's home page, or / without a usable server", () => {
    expect(siteUrlOf(SERVER)).toBe('https://chamber.example.org/');
    expect(siteUrlOf('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000/');
    expect(siteUrlOf(null)).toBe('/');
    expect(siteUrlOf('not a url')).toBe('/');
  });
});

describe('desktop info', () => {
  it('tells subscribers when the setup screen saves another server', () => {
    let calls = 0;
    const stop = subscribeDesktopInfo(() => (calls += 1));
    setDesktopInfo({ version: '1.0.0', server: SERVER, insecure: false });
    stop();
    setDesktopInfo({ version: '1.0.0', server: null, insecure: false });
    expect(calls).toBe(1);
    expect(getDesktopInfo().server).toBeNull();
  });
});
