import type { PageContextValue } from '../page-context';

/** The element id of the JSON the server writes for the page's islands. */
export const PAGE_STATE_ID = 'page-state';

/** What the browser needs to hydrate a page's islands exactly as the server rendered them. */
export interface PageState {
  context: PageContextValue;
  /** The strings of `common` and the islands' namespaces, in the page's language. */
  strings: Record<string, unknown>;
  islands: { name: string; props: unknown }[];
}

/** The id prefix of island `index`'s root (`identifierPrefix`), the same on the server and in the browser. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/** JSON that is safe inside a `<script>` element (no `</script>`, no line separators that break old parsers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
