import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, startSite, type Site } from './harness';

describeInBrowser('the web site (smoke)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('serves the home page with the header, the footer and one h1', async () => {
    const page = await site.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()}`);
  });

  it('answers an unknown path with HTTP 404 and the app 404 page', async () => {
    const page = await site.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('404 Page Not Found');
    expect(await page.textContent('main')).toContain('Did you forget to add the page to the router?');
  });
});
