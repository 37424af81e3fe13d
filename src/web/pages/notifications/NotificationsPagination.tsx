import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import * as Pagination from '../../components/ui/pagination'

interface NotificationsPaginationProps {
  total: number
  pageSize: number
  page: number
  onPageChange: (page: number) => void
}

/** Classic pagination (spec §9): numbered pages with previous and next. */
export function NotificationsPagination({ total, pageSize, page, onPageChange }: NotificationsPaginationProps) {
  const intl = useIntl()
  if (total <= pageSize) return null
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', mt: '2' })}>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: intl.formatMessage({ id: 'notifications.pagination.label' }),
          prevTriggerLabel: intl.formatMessage({ id: 'notifications.pagination.previous' }),
          nextTriggerLabel: intl.formatMessage({ id: 'notifications.pagination.next' }),
          itemLabel: ({ page: target }) => intl.formatMessage({ id: 'notifications.pagination.page' }, { page: target }),
        }}
      >
        <Pagination.PrevTrigger>
          <ChevronLeft aria-hidden />
        </Pagination.PrevTrigger>
        <Pagination.Context>
          {(api) =>
            api.pages.map((item, index) =>
              item.type === 'page' ? (
                <Pagination.Item key={item.value} {...item}>
                  {item.value}
                </Pagination.Item>
              ) : (
                <Pagination.Ellipsis key={`ellipsis-${index}`} index={index}>
                  …
                </Pagination.Ellipsis>
              ),
            )
          }
        </Pagination.Context>
        <Pagination.NextTrigger>
          <ChevronRight aria-hidden />
        </Pagination.NextTrigger>
      </Pagination.Root>
    </div>
  )
}
