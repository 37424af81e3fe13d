import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { Button } from '../../../components/ui/button'
import type { PaymentScriptStatusValue } from './usePaymentScript'

interface PaymentScriptStatusProps {
  status: PaymentScriptStatusValue
  retry: () => void
  /** Offered when the supplier accepts payment at the counter. */
  onPayAtCounter?: () => void
}

/** The payment script's loading state (spec §4): loading, or could not be loaded with a way out. */
export function PaymentScriptStatus({ status, retry, onPayAtCounter }: PaymentScriptStatusProps) {
  if (status === 'pending')
    return (
      <p role="status" aria-live="polite" className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="payment.script.loading" />
      </p>
    )
  if (status !== 'rejected') return null
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: '1.5',
        p: '2',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
    >
      <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
        <FormattedMessage id="payment.script.failed" />
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <Button variant="outline" size="sm" onClick={retry}>
          <FormattedMessage id="payment.script.retry" />
        </Button>
        {onPayAtCounter ? (
          <Button variant="outline" size="sm" onClick={onPayAtCounter}>
            <FormattedMessage id="payment.script.payAtCounter" />
          </Button>
        ) : null}
      </div>
    </div>
  )
}
