import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, startSite, type Site } from './harness';

// How the public site starts in short tasks (docs/performance.md, "Issue 3"): the entry evaluates
// the app in stages, and the home page's lower sections and the footer each render in a later frame.

/** The boot script's configuration in the built index.html (apps/web/build/preload-plugin.ts). */
function bootConfig(webDist: string): { entry: string; entryFiles: string[] } {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const boot = html.match(/<script async src="\/(assets\/boot-[^"]+\.js)"><\/script>/);
  if (!boot?.[1]) throw new Error('no boot script in index.html');
  const source = readFileSync(path.join(webDist, boot[1]), 'utf8');
  const config = source.match(/var c = (\{.*?\});\n/s);
  if (!config?.[1]) throw new Error('no configuration in the boot script');
  return JSON.parse(config[1]) as { entry: string; entryFiles: string[] };
}

/**
 * Runs in the page before its scripts: counts frames, and notes the frame in which each element of
 * interest (a `main > section`, the footer) is added to the document.
 */
const RECORD_FRAMES = `
  window.__frames = { frame: 0, added: [] };
  const tick = () => { window.__frames.frame += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = [node, ...node.querySelectorAll('main > section, footer')].filter(
          (element) => element.matches('main > section, footer'),
        );
        for (const element of found) {
          const heading = element.querySelector('h1, h2');
          window.__frames.added.push({
            tag: element.tagName.toLowerCase(),
            heading: heading ? heading.textContent.trim() : '',
            frame: window.__frames.frame,
          });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

describeInBrowser('start-up in short tasks', () => {
  let site: Site;

  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('the entry evaluates React DOM, Fluent UI, the libraries and the app as four dynamic imports, each preloaded', () => {
    const webDist = inject('webDist');
    const { entry, entryFiles } = bootConfig(webDist);
    const source = readFileSync(path.join(webDist, entry), 'utf8');
    // Its only static import is Vite's preload helper: the entry's own evaluation is tiny, and each
    // stage is evaluated on its own.
    const staticImports = [...source.matchAll(/(?:^|;)import\s*(?:[\w{}\s,*$]+from\s*)?["'`]\.\/([^"'`]+)["'`]/gm)].map(
      (match) => (match[1] ?? '').replace(/-[\w-]{8}\.js$/, ''),
    );
    expect(staticImports).toEqual(['preload-helper']);
    const stages = [...source.matchAll(/import\(`?["'`]?\.\/([^"'`)]+)["'`]/g)].map((match) => match[1] ?? '');
    expect(stages.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['react-dom', 'fluent', 'libs', 'app']);
    // The boot script asks for every stage's file (and what they import) before the entry needs them.
    for (const file of stages) expect(entryFiles).toContain(`assets/${file}`);
  });

  it('the home page renders its lower sections one per frame, top down, then the footer', async () => {
    const page = await site.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript({ content: RECORD_FRAMES });
    await page.goto('/');
    await page.locator('footer').first().waitFor();
    const added = await page.evaluate(
      () =>
        (window as unknown as { __frames: { added: { tag: string; heading: string; frame: number }[] } }).__frames
          .added,
    );
    const headings = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => section.querySelector('h1, h2')?.textContent?.trim() ?? ''));
    // Every lower section (after the hero's and the member search's) and the footer each came in a
    // frame of its own, in page order.
    const lower = added.filter((item) => item.tag === 'footer' || headings.indexOf(item.heading) >= 2);
    const order = lower.map((item) => (item.tag === 'footer' ? 'footer' : item.heading));
    expect(order).toEqual([...headings.slice(2), 'footer']);
    expect(lower.length).toBeGreaterThanOrEqual(8);
    for (let index = 1; index < lower.length; index += 1) {
      expect(lower[index]?.frame, order[index]).toBeGreaterThan(lower[index - 1]?.frame ?? Infinity);
    }
    await page.context().close();
  });
});
