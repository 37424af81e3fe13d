// The checkout page before its form: the price loading, or failing to load.
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutContext } from '../../../../machines/checkout.machine'
import { Button } from '../../components/ui/button'
import type { CheckoutUrl } from './checkout-url'
import { BackToSearch, CheckoutFrame } from './CheckoutFrame'

export function CheckoutLoading() {
  return (
    <CheckoutFrame>
      <p role="status" aria-busy="true">
        <FormattedMessage id="checkout.loading" />
      </p>
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
