// The frame of every state of the checkout page: the page width, its title, and the way back to the search.
import { useEffect, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { EMPTY_SEARCH_QUERY, searchQueryString } from '../../../domain/search-query'
import type { CheckoutUrl } from './checkout-url'
import { linkStyle } from './parts'

const pageStyle = css({
  maxWidth: 'container',
  mx: 'auto',
  px: { base: '2', md: '3' },
  py: { base: '2', md: '3' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})

/** The two columns of the page (the summary first on narrow screens), shared by the loading placeholder. */
export const checkoutGridStyle = css({
  display: 'grid',
  gap: '3',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 360px' },
  gridTemplateAreas: { base: '"summary" "form"', md: '"form summary"' },
})
export const summaryAreaStyle = css({ gridArea: 'summary', md: { position: 'sticky', top: '2' } })
export const formAreaStyle = css({ gridArea: 'form', display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })

export function usePageTitle() {
  const intl = useIntl()
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'checkout.pageTitle' })} · ${intl.formatMessage({ id: 'app.name' })}`
  }, [intl])
}

/** The page's width and its h1, above the given content. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className={pageStyle}>
      <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
        <FormattedMessage id="checkout.pageTitle" />
      </h1>
      {children}
    </div>
  )
}

/** The search that led here (same car list again). */
function searchHref(url: CheckoutUrl | null): string {
  if (!url) return '/search'
  const { pickUpLocation, dropOffLocation, from, to } = url
  return `/search?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria: { pickUpLocation, dropOffLocation, from, to } })}`
}

/** 'Back to search': the search that led here, or the search page. */
export function BackToSearch({ url }: { url: CheckoutUrl | null }) {
  return (
    <Link href={searchHref(url)} className={linkStyle}>
      <FormattedMessage id="checkout.backToSearch" />
    </Link>
  )
}
