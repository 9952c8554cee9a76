// Renders the site's favicon (apps/web/public/favicon.svg) as the app icon:
// apps/desktop/build/icon.png, 512×512 with a transparent background (electron-builder derives
// the Windows .ico and macOS .icns from it). Run again when the favicon changes:
//   node apps/desktop/scripts/make-icon.mjs      (needs Chromium: /usr/bin/chromium or CHROMIUM_PATH)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const svg = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const output = path.join(root, 'apps/desktop/build/icon.png');
const size = 512;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
  mkdirSync(path.dirname(output), { recursive: true });
  await page.locator('svg').screenshot({ path: output, omitBackground: true });
  console.log(`[chamber] wrote ${path.relative(root, output)} (${size}×${size})`);
} finally {
  await browser.close();
}
