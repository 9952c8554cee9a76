/**
 * The page buttons of a pager: always the first and last page, the current one and its neighbours,
 * and `null` for a gap (…). A gap of exactly one page shows that page instead.
 */
export function pageItems(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 0) return [];
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}

/** How many pages `total` items fill at `pageSize` each (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
