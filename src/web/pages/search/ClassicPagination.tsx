import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import type { MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { pagination } from '../../../../styled-system/recipes'
import { pageRange } from './page-range'

interface ClassicPaginationProps {
  total: number
  pageSize: number
  page: number
  /** The URL of a page, so each page is a real link (bookmarkable, opens in a new tab). */
  pageHref: (page: number) => string
  onPageChange: (page: number) => void
}

// A plain click stays in the SPA (the machine loads the page and writes the URL);
// with a modifier key the browser opens the link as usual.
function plainClick(event: MouseEvent) {
  return !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0
}

/**
 * Numbered pages with previous/next, and "Page N of M" in words. Plain links in a named <nav>, in
 * the pagination recipe and with the markup Ark's pagination gives them: no pagination machine in
 * the page's first load (issue 12).
 */
export function ClassicPagination({ total, pageSize, page, pageHref, onPageChange }: ClassicPaginationProps) {
  const intl = useIntl()
  const styles = pagination()
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  if (totalPages <= 1) return null
  const go = (target: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return
    event.preventDefault()
    if (target !== page) onPageChange(target)
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', mt: '2' })}>
      <nav data-scope="pagination" data-part="root" dir="ltr" aria-label={intl.formatMessage({ id: 'searchResults.pagination.label' })} className={styles.root}>
        {/* Without a previous (or next) page there is no link at all rather than a dead one. */}
        {page > 1 ? (
          <a
            data-scope="pagination"
            data-part="prev-trigger"
            dir="ltr"
            href={pageHref(page - 1)}
            aria-label={intl.formatMessage({ id: 'searchResults.pagination.previous' })}
            onClick={go(page - 1)}
            className={styles.prevTrigger}
          >
            <ChevronLeft aria-hidden />
          </a>
        ) : null}
        {pageRange(page, totalPages).map((item, index) =>
          item.type === 'page' ? (
            <a
              key={item.value}
              data-scope="pagination"
              data-part="item"
              dir="ltr"
              data-index={item.value}
              data-selected={item.value === page ? '' : undefined}
              aria-current={item.value === page ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'searchResults.pagination.page' }, { page: item.value })}
              href={pageHref(item.value)}
              onClick={go(item.value)}
              className={styles.item}
            >
              {item.value}
            </a>
          ) : (
            <div key={`ellipsis-${index}`} data-scope="pagination" data-part="ellipsis" dir="ltr" className={styles.ellipsis}>
              …
            </div>
          ),
        )}
        {page < totalPages ? (
          <a
            data-scope="pagination"
            data-part="next-trigger"
            dir="ltr"
            href={pageHref(page + 1)}
            aria-label={intl.formatMessage({ id: 'searchResults.pagination.next' })}
            onClick={go(page + 1)}
            className={styles.nextTrigger}
          >
            <ChevronRight aria-hidden />
          </a>
        ) : null}
      </nav>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <FormattedMessage id="searchResults.pagination.pageOf" values={{ page, total: totalPages }} />
      </p>
    </div>
  )
}
