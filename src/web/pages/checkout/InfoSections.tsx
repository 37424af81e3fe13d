// The checkout page's information: what to bring at pick-up, and this car's cancellation terms.
import Check from 'lucide-react/icons/check'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutPrice } from '../../../../machines/checkout.machine'
import { fullRefundDeadline } from '../../../domain/cancellation-terms'
import { formatPrice } from '../../../domain/currency'
import type { Language } from '../../../domain/enums'
import { localToInstant } from '../../../domain/search-query'
import { formatInstant } from '../../../domain/time-format'
import { Section } from './parts'

export function ChecklistSection() {
  return (
    <Section id="checkout-checklist" title="checkout.checklist.title">
      <p>
        <FormattedMessage id="checkout.checklist.intro" />
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', '& li': { display: 'flex', gap: '1', alignItems: 'center' }, '& svg': { width: '16px', height: '16px', flexShrink: 0 } })}>
        {(['license', 'id', 'card', 'confirmation'] as const).map((item) => (
          <li key={item}>
            <Check aria-hidden />
            <FormattedMessage id={`checkout.checklist.${item}`} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

interface CancellationSectionProps {
  price: CheckoutPrice
  /** The driver ticked the cancellation option. */
  chosen: boolean
  /** The pick-up, a wall time at the pick-up place. */
  from: string
  language: Language
}

/**
 * The terms this car's offer gives (spec §9): cancellation included, to be bought (ticked or not), or
 * not offered — a booking without it cannot be cancelled. The full-refund deadline is 24 hours
 * before pick-up, on the pick-up place's clock.
 */
export function CancellationSection({ price, chosen, from, language }: CancellationSectionProps) {
  const option = price.offer.extras.cancellation
  const zone = price.pickUpLocation.timeZone
  const deadline = formatInstant(fullRefundDeadline(localToInstant(from, zone)).toISOString(), language, zone)
  const terms = option < 0 ? 'unavailable' : option === 0 ? 'included' : chosen ? 'bought' : 'available'
  return (
    <Section id="checkout-cancellation" title="checkout.cancellation.title">
      {/* on the pick-up place's clock: the server's words stand at hydration (see CarPayment) */}
      <p suppressHydrationWarning>
        <FormattedMessage id={`checkout.cancellation.${terms}`} values={{ deadline, price: formatPrice(option, price.currency, language) }} />
      </p>
    </Section>
  )
}
