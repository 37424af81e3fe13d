// The checkout page before its form: the price loading, or failing to load.
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { CheckoutContext } from '../../../../machines/checkout.machine'
import { Button } from '../../components/ui/button'
import type { CheckoutUrl } from './checkout-url'
import { BackToSearch, CheckoutFrame, checkoutGridStyle, formAreaStyle, summaryAreaStyle } from './CheckoutFrame'

const placeholderStyle = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })

/**
 * The page's outline while the price loads: the same columns and roughly the sections' heights, so
 * the page does not jump when it arrives.
 */
export function CheckoutLoading() {
  return (
    <CheckoutFrame>
      <p role="status" aria-busy="true">
        <FormattedMessage id="checkout.loading" />
      </p>
      <div aria-hidden="true" className={checkoutGridStyle}>
        <div className={cx(summaryAreaStyle, placeholderStyle, css({ height: '440px' }))} />
        <div className={formAreaStyle}>
          <div className={cx(placeholderStyle, css({ height: '200px' }))} />
          <div className={cx(placeholderStyle, css({ height: '380px' }))} />
          <div className={cx(placeholderStyle, css({ height: '200px' }))} />
        </div>
      </div>
    </CheckoutFrame>
  )
}

/** The server's words when it refused the car or the dates; otherwise a retry. */
export function CheckoutLoadFailed({ error, url, onRetry }: { error: CheckoutContext['error']; url: CheckoutUrl; onRetry: () => void }) {
  const serverSays = error && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND') && error.message
  return (
    <CheckoutFrame>
      <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          <FormattedMessage id={serverSays ? 'checkout.loadFailed' : 'checkout.loadFailedGeneric'} />
        </p>
        {serverSays ? <p>{serverSays}</p> : null}
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        {serverSays ? null : (
          <Button onClick={onRetry}>
            <FormattedMessage id="checkout.retry" />
          </Button>
        )}
        <BackToSearch url={url} />
      </div>
    </CheckoutFrame>
  )
}
