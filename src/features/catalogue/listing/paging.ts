/**
 * Paging arithmetic of the listings: how many pages there are, which items a range of pages
 * covers, and which page links the pager shows (first, last and a window around the current
 * pages, with gaps between).
 */

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/** Pages the service will serve: results past its window (10,000) are never paged to. */
export function pageCountOf(total: number, pageSize: number, maxResultWindow = Infinity): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(Math.min(total, maxResultWindow) / pageSize);
}

/** Whether a requested page exists; page 1 always does (an empty listing is still a page). */
export const pageExists = (page: number, pageCount: number) => Number.isSafeInteger(page) && page >= 1 && page <= Math.max(1, pageCount);

/** 1-based numbers of the first and last item on pages `page` to `through`. */
export function itemRange(page: number, through: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(through * pageSize, total) };
}

/**
 * The page links of a pager: always the first and the last page, the shown range and one page
 * either side of it; a gap stands for the pages left out (a gap of one page shows the page).
 */
export function pageLinks(page: number, through: number, pageCount: number): PageLink[] {
  if (pageCount <= 1) return [];
  const wanted = new Set<number>([1, pageCount]);
  for (let candidate = page - 1; candidate <= through + 1; candidate += 1) if (candidate >= 1 && candidate <= pageCount) wanted.add(candidate);
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const current of pages) {
    if (current - previous === 2) links.push({ kind: 'page', page: current - 1, current: false });
    else if (current - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}` });
    links.push({ kind: 'page', page: current, current: current >= page && current <= through });
    previous = current;
  }
  return links;
}
