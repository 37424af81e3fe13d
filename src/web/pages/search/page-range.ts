/** A numbered page, or a gap ("…") between two of them. */
export type PageRangeItem = { type: 'page'; value: number } | { type: 'ellipsis' }

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)

/**
 * The pages a pager shows around `page`: the first and the last, `siblings` on each side of the
 * current one, and a gap where pages are left out. A gap never hides a single page (that page is
 * shown instead), and the number of items stays the same wherever the current page is, so the
 * pager does not change width as one goes through it (Ark's pagination does the same).
 */
export function pageRange(page: number, totalPages: number, siblings = 1): PageRangeItem[] {
  const slots = siblings * 2 + 5 // first, gap, siblings, current, siblings, gap, last
  if (totalPages <= slots) return range(1, totalPages).map((value) => ({ type: 'page', value }))
  const left = Math.max(page - siblings, 1)
  const right = Math.min(page + siblings, totalPages)
  const gapLeft = left > 3
  const gapRight = right < totalPages - 2
  const edge = slots - 2 // the pages on one side when only the other side has a gap
  const pages: (number | null)[] = !gapLeft
    ? [...range(1, edge), null, totalPages]
    : !gapRight
      ? [1, null, ...range(totalPages - edge + 1, totalPages)]
      : [1, null, ...range(left, right), null, totalPages]
  return pages.map((value) => (value === null ? { type: 'ellipsis' } : { type: 'page', value }))
}
