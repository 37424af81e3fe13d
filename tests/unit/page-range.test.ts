import { describe, expect, it } from 'vitest'
import { pageRange } from '../../src/web/pages/search/page-range'

/** "1 … 4 5 6 … 10" */
const shown = (page: number, total: number) => pageRange(page, total).map((item) => (item.type === 'page' ? String(item.value) : '…')).join(' ')

describe('pageRange (the search and bookings pager)', () => {
  it('shows every page while they fit in seven places', () => {
    expect(shown(1, 2)).toBe('1 2')
    expect(shown(4, 7)).toBe('1 2 3 4 5 6 7')
  })

  it('keeps the first and last pages and one page each side of the current one, with gaps between', () => {
    expect(shown(5, 10)).toBe('1 … 4 5 6 … 10')
    expect(shown(50, 100)).toBe('1 … 49 50 51 … 100')
  })

  it('fills the side without a gap, so the pager keeps seven places wherever the current page is', () => {
    expect(shown(1, 10)).toBe('1 2 3 4 5 … 10')
    expect(shown(4, 10)).toBe('1 2 3 4 5 … 10')
    expect(shown(7, 10)).toBe('1 … 6 7 8 9 10')
    expect(shown(10, 10)).toBe('1 … 6 7 8 9 10')
    for (let page = 1; page <= 30; page += 1) expect(pageRange(page, 30)).toHaveLength(7)
  })

  it('always shows the current page, the first and the last, and never hides a single page behind a gap', () => {
    for (let total = 1; total <= 25; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = pageRange(page, total)
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.value] : []))
        expect(pages).toContain(page)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(total)
        items.forEach((item, index) => {
          if (item.type !== 'ellipsis') return
          const before = items[index - 1]
          const after = items[index + 1]
          if (before?.type !== 'page' || after?.type !== 'page') throw new Error('a gap sits between two pages')
          expect(after.value - before.value).toBeGreaterThan(2)
        })
      }
    }
  })
})
