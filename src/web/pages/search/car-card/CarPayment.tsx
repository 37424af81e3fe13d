import { CardIcon } from './card-icons'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import type { PaymentMode } from '../../../../domain/booking-status'
import type { Language } from '../../../../domain/enums'
import { formatInstant } from '../../../../domain/time-format'
import type { MessageId } from '../../../i18n/en'

type CarOffer = components['schemas']['CarOffer']

const paymentLabel = (mode: PaymentMode): MessageId => `searchResults.car.payment.${mode}`

const line = css({ display: 'flex', alignItems: 'center', gap: '0.5', fontSize: 'sm', '& > svg': { width: '14px', height: '14px', flexShrink: 0 } })

/**
 * How this offer can be paid here and until when it can be cancelled for free: both decided by the
 * server (`paymentOptions`, `freeCancellationUntil`), only worded here. The deadline is counted from
 * the pick-up, so it is read on the pick-up place's clock (`pickUpZone`), as the search's times are:
 * the same words on the server and in any visitor's browser.
 */
export function CarPayment({ offer, language, pickUpZone }: { offer: CarOffer; language: Language; pickUpZone?: string }) {
  const intl = useIntl()
  const until = offer.freeCancellationUntil
  return (
    <>
      {offer.paymentOptions.length > 0 ? (
        <ul
          aria-label={intl.formatMessage({ id: 'searchResults.car.payment' })}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '0.5', '@container (min-width: 800px)': { justifyContent: 'flex-end' } })}
        >
          {offer.paymentOptions.map((mode) => (
            <li
              key={mode}
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', px: '1', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'xs', fontWeight: 'medium', lineHeight: '1.2' })}
            >
              <CardIcon name="creditCard" className={css({ width: '12px', height: '12px', flexShrink: 0, color: 'fg.muted' })} />
              <FormattedMessage id={paymentLabel(mode)} />
            </li>
          ))}
        </ul>
      ) : null}
      {until ? (
        // read on the place's clock with each engine's own zone rules, which a browser may have older
        // than the server's (Morocco's): the server's words stand at hydration
        <p className={`${line} ${css({ color: 'success', fontWeight: 'medium' })}`} suppressHydrationWarning>
          <CardIcon name="calendarCheck" />
          <FormattedMessage
            id="searchResults.car.freeCancellation"
            values={{ date: formatInstant(until, language, pickUpZone) }}
          />
        </p>
      ) : null}
    </>
  )
}
