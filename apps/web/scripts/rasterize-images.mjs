// Makes a WebP copy of each SVG illustration given (sample content, home and fallback images):
// `node apps/web/scripts/rasterize-images.mjs apps/web/public/images/sample/*.svg`.
// The SVGs are the source artwork; the pages show the WebP copies, because a browser lays out every
// SVG <img> as a document of its own on the page's main thread (text included), while a WebP is
// decoded off it: with a 4× slower processor, the ten SVG logos of /members took about half a second
// of the main thread.
/* global Image, document -- the function given to page.evaluate runs in the browser */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const QUALITY = 0.82;
const files = process.argv.slice(2).filter((file) => file.endsWith('.svg'));
if (files.length === 0) {
  console.error('Give the SVG files to convert.');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const file of files) {
  const svg = readFileSync(file, 'utf8');
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox) throw new Error(`${file}: no viewBox, so no size to draw it at`);
  const [width, height] = [Number(viewBox[1]), Number(viewBox[2])];
  const dataUrl = await page.evaluate(
    async ({ svg, width, height, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality);
    },
    { svg, width, height, quality: QUALITY },
  );
  const target = file.replace(/\.svg$/, '.webp');
  writeFileSync(target, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  console.log(`${target} (${width}×${height})`);
}
await browser.close();
