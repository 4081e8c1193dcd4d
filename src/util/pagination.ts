/**
 * Numbered pages of a long list: which page holds which items, and which page numbers a navigation shows — the
 * first, the last, and a few around the current one, with gaps between — so it stays short at any length.
 */

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items of page `page` (1-based). */
export function pageOf<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The page numbers to link, in order, with `null` where numbers are left out. */
export function pageWindow(current: number, total: number, around = 2): (number | null)[] {
  const shown = new Set([1, total]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= total) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const gap = index > 0 ? page - pages[index - 1]! - 1 : 0;
    // A gap of one page shows that page: a number takes no more room than the mark of a gap.
    if (gap === 1) return [page - 1, page];
    return gap > 1 ? [null, page] : [page];
  });
}
