/** How many pages `total` items fill at `pageSize` a page; an empty list is one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}
