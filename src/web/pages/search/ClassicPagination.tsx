import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import * as Pagination from '../../components/ui/pagination'

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
function keepInApp(event: MouseEvent) {
  if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0) event.preventDefault()
}

/** Numbered pages with previous/next, and "Page N of M" in words. */
export function ClassicPagination({ total, pageSize, page, pageHref, onPageChange }: ClassicPaginationProps) {
  const intl = useIntl()
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  if (totalPages <= 1) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', mt: '2' })}>
      <Pagination.Root
        type="link"
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        getPageUrl={({ page: target }) => pageHref(target)}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: intl.formatMessage({ id: 'searchResults.pagination.label' }),
          prevTriggerLabel: intl.formatMessage({ id: 'searchResults.pagination.previous' }),
          nextTriggerLabel: intl.formatMessage({ id: 'searchResults.pagination.next' }),
          itemLabel: ({ page: target }) => intl.formatMessage({ id: 'searchResults.pagination.page' }, { page: target }),
        }}
      >
        {/* Without a previous (or next) page there is no link at all rather than a dead one. */}
        {page > 1 ? (
          <Pagination.PrevTrigger asChild>
            <a onClick={keepInApp}>
              <ChevronLeft aria-hidden />
            </a>
          </Pagination.PrevTrigger>
        ) : null}
        <Pagination.Context>
          {(api) =>
            api.pages.map((item, index) =>
              item.type === 'page' ? (
                <Pagination.Item key={item.value} {...item} asChild>
                  <a onClick={keepInApp}>{item.value}</a>
                </Pagination.Item>
              ) : (
                <Pagination.Ellipsis key={`ellipsis-${index}`} index={index}>
                  …
                </Pagination.Ellipsis>
              ),
            )
          }
        </Pagination.Context>
        {page < totalPages ? (
          <Pagination.NextTrigger asChild>
            <a onClick={keepInApp}>
              <ChevronRight aria-hidden />
            </a>
          </Pagination.NextTrigger>
        ) : null}
      </Pagination.Root>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <FormattedMessage id="searchResults.pagination.pageOf" values={{ page, total: totalPages }} />
      </p>
    </div>
  )
}
