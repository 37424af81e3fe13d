// The checkout page before its form: the price loading, or failing to load.
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { CheckoutContext } from '../../../../machines/checkout.machine'
import { useConfig } from '../../app/config-context'
import { Button } from '../../components/ui/button'
import { limitedBookingMessage } from './checkout-form'
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

/**
 * Why the booking cannot be made, and the way back to the same search: a car no configured payment
 * can pay for, a period beyond this installation's limits (localised, with their figures), a link
 * the contract refuses (never its field paths), or the server's own sentence about the car or the
 * places; otherwise a retry.
 */
export function CheckoutLoadFailed({ error, url, onRetry }: { error: CheckoutContext['error']; url: CheckoutUrl; onRetry: () => void }) {
  const config = useConfig()
  const known = error ? limitedBookingMessage(error.code, config) : null
  const badLink = error?.code === 'VALIDATION_ERROR' && Boolean(error.fields)
  const serverSays = !known && !badLink && error && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND') && error.message
  const final = Boolean(known || badLink || serverSays)
  return (
    <CheckoutFrame>
      <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          <FormattedMessage id={badLink ? 'checkout.badLink' : final ? 'checkout.loadFailed' : 'checkout.loadFailedGeneric'} />
        </p>
        {known ? (
          <p>
            <FormattedMessage id={known.id} values={known.values} />
          </p>
        ) : null}
        {serverSays ? <p>{serverSays}</p> : null}
        {error?.code === 'NO_PAYMENT_OPTION' ? (
          <p>
            <FormattedMessage id="checkout.chooseAnother" />
          </p>
        ) : null}
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        {final ? null : (
          <Button onClick={onRetry}>
            <FormattedMessage id="checkout.retry" />
          </Button>
        )}
        <BackToSearch url={url} />
      </div>
    </CheckoutFrame>
  )
}
