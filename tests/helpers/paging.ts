import type { ApiResponse } from './http';

/** The total of a staff list's answer (its X-Total-Count); NaN when the header is missing. */
export function totalOf(response: Pick<ApiResponse, 'headers'>): number {
  const header = response.headers.get('x-total-count');
  return header === null ? Number.NaN : Number(header);
}

/** The addresses of a `Link` header by their rel (`next`, `prev`, `first`, `last`). */
export function linksOf(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="([^"]+)"\s*$/.exec(part);
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}
