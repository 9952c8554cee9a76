import { listsShown, SITEMAP_LISTS, sitemapChildPath, type ListName, type SitemapChild } from '../../shared/routes';
import type { AppContext } from '../context';
import type { Models } from '../models';
import { PageCache } from './page-cache';
import {
  LIST_AND_TEXT_PAGES,
  RECORDS_PER_SITEMAP,
  recordPathBase,
  sitemapIndexXml,
  sitePages,
  urlsetXml,
  type SitemapEntry,
  type SitemapPage,
} from './sitemap';
import { LIST_NAMES, newestChange, publicStamps, stampParts, type Stamp, type StampPart } from './sitemap-records';
import { sendStreamed, type SendAnswer } from './streamed-answer';

/** What the sitemaps are made with. */
export interface SitemapOptions {
  /** The site's public address, for every location. */
  publicUrl: () => string;
  /** When the site's texts last changed: the pages of fixed text changed then. */
  textsChanged: () => Date;
  /** Answers with a finished answer (the pages' validator, 304 and compression). */
  send: SendAnswer;
  /** How long another server process may serve a sitemap older than a write it did not see. */
  ttlMs: number;
}

/** /sitemap.xml (the index) and the sitemaps it lists, each cached until what it lists changes. */
export interface Sitemaps {
  serveIndex(ctx: AppContext): Promise<void>;
  /** Answers one sitemap of the index; false when there is none of that name (a part past the last). */
  serveChild(ctx: AppContext, child: SitemapChild): Promise<boolean>;
  /**
   * Forgets the sitemaps that list `changed` (a list's name, or a prefix of one as the JSON cache
   * is cleared with; every sitemap without it), and the index. Nothing else changes them.
   */
  invalidate(changed?: string): void;
}

const XML_TYPE = 'application/xml; charset=utf-8';
const VARY = 'Accept-Encoding';

/** The lists the site's own pages show: a change to one changes a list page's last change. */
const PAGE_LISTS = new Set<ListName>(LIST_AND_TEXT_PAGES.flatMap(listsShown));

/** How a list's records divide into parts, kept with the list's sitemaps. */
interface PartsEntry {
  parts: StampPart[];
  expiresAt?: number;
}

/** The caches of one list's sitemaps: the parts (by number) and how its records divide into them. */
interface ListCaches {
  answers: PageCache;
  parts: PageCache<PartsEntry>;
}

const latest = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** The pages of a list's records as a sitemap lists them, batch by batch as they are read. */
async function* recordPages(list: ListName, stamps: AsyncIterable<Stamp[]>): AsyncGenerator<SitemapPage[]> {
  const base = recordPathBase(list);
  for await (const batch of stamps)
    yield batch.map((stamp) => ({ path: `${base}${stamp.id}`, lastModified: stamp.updatedAt }));
}

/** Builds the sitemaps' handler (see Sitemaps). */
export function createSitemaps(options: SitemapOptions): Sitemaps {
  const index = new PageCache(options.ttlMs);
  const pages = new PageCache(options.ttlMs);
  const lists = new Map<ListName, ListCaches>(
    SITEMAP_LISTS.map((list) => [list, { answers: new PageCache(options.ttlMs), parts: new PageCache(options.ttlMs) }]),
  );
  const cachesOf = (list: ListName): ListCaches => {
    const caches = lists.get(list);
    if (!caches) throw new Error(`the records of ${list} have no sitemap`);
    return caches;
  };
  const target = (cache: PageCache, key: string) => ({ cache, key, type: XML_TYPE, vary: VARY, send: options.send });

  const partsOf = async (models: Models, list: ListName): Promise<StampPart[]> =>
    (
      await cachesOf(list).parts.get('parts', async () => ({
        parts: await stampParts(models, list, RECORDS_PER_SITEMAP),
      }))
    ).parts;

  /** The site's own pages with their last changes (a list with sitemaps tells it from its parts). */
  async function ownPages(models: Models): Promise<SitemapPage[]> {
    const newest = new Map<ListName, Date | null>(
      await Promise.all(
        [...PAGE_LISTS].map(async (list) => {
          if (!lists.has(list)) return [list, await newestChange(models, list)] as const;
          const parts = await partsOf(models, list);
          return [list, parts.length > 0 ? latest(parts.map((part) => part.lastModified)) : null] as const;
        }),
      ),
    );
    return sitePages(options.textsChanged(), (list) => newest.get(list) ?? null);
  }

  async function indexEntries(models: Models): Promise<SitemapEntry[]> {
    const own = await ownPages(models);
    const entries: SitemapEntry[] = [
      { path: sitemapChildPath({ list: 'pages' }), lastModified: latest(own.map((page) => page.lastModified)) },
    ];
    for (const list of SITEMAP_LISTS) {
      const parts = await partsOf(models, list);
      parts.forEach((part, at) =>
        entries.push({ path: sitemapChildPath({ list, part: at + 1 }), lastModified: part.lastModified }),
      );
    }
    return entries;
  }

  return {
    async serveIndex(ctx) {
      const { models } = ctx.services.db;
      await sendStreamed(ctx, target(index, 'index'), async function* () {
        yield sitemapIndexXml(options.publicUrl(), await indexEntries(models));
      });
    },

    async serveChild(ctx, child) {
      const { models } = ctx.services.db;
      const publicUrl = options.publicUrl();
      if (!('part' in child)) {
        await sendStreamed(ctx, target(pages, 'pages'), async function* () {
          yield* urlsetXml(publicUrl, [await ownPages(models)]);
        });
        return true;
      }
      const { list } = child;
      const part = (await partsOf(models, list))[child.part - 1];
      if (!part) return false;
      await sendStreamed(ctx, target(cachesOf(list).answers, String(child.part)), () =>
        urlsetXml(
          publicUrl,
          recordPages(list, publicStamps(models, list, { afterId: part.afterId, limit: RECORDS_PER_SITEMAP })),
        ),
      );
      return true;
    },

    invalidate(changed = '') {
      const touched = LIST_NAMES.filter((list) => list.startsWith(changed) || changed.startsWith(list));
      if (touched.length === 0) return;
      index.clear();
      if (touched.some((list) => PAGE_LISTS.has(list))) pages.clear();
      for (const list of touched) {
        const caches = lists.get(list);
        caches?.answers.clear();
        caches?.parts.clear();
      }
    },
  };
}
