import { parse, type HTMLElement } from 'node-html-parser';
import type { Language } from '../../shared/constants';
import type { StringTree } from '../../shared/page-rendering';
import { mergedNamespace } from '../../server/pages/locale-files';
import { SITE_LOCALES } from '../../server/pages/strings';
import type { TestServer } from './server';

// Reading the public pages as a visitor without JavaScript gets them: the HTML over HTTP, the
// site's own strings to compare with, the pager's links and the props an island is handed.

/** A string of the site's translations, with `{{count}}` filled in. */
export function siteText(language: Language, namespace: string, key: string, count?: number): string {
  let node: string | StringTree | undefined = mergedNamespace(SITE_LOCALES, language, namespace);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no string ${language}:${namespace}:${key}`);
  return count === undefined ? node : node.replace('{{count}}', String(count));
}

export interface FetchedPage {
  status: number;
  html: string;
  document: HTMLElement;
}

/** GET of a page, redirects not followed, parsed. */
export async function fetchPage(server: TestServer, path: string): Promise<FetchedPage> {
  const response = await fetch(server.baseUrl + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, document: parse(html) };
}

/** The pager labelled `label`: the current page, and each link's text and address (null: no pager). */
export function pagerOf(document: HTMLElement, label: string) {
  const nav = document.querySelector(`nav[aria-label="${label}"]`);
  if (!nav) return null;
  return {
    current: nav.querySelector('[aria-current="page"]')?.text.trim(),
    links: nav.querySelectorAll('a[href]').map((link) => [link.text.trim(), link.getAttribute('href')]),
  };
}

/** The props the page hands to the island `name`, as the page's JSON carries them. */
export function islandPropsOf(document: HTMLElement, name: string): string {
  const state = JSON.parse(document.querySelector('#page-state')!.text) as {
    islands: { name: string; props: unknown }[];
  };
  const island = state.islands.find((candidate) => candidate.name === name);
  if (!island) throw new Error(`no ${name} island`);
  return JSON.stringify(island.props);
}
