import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { BookingOptions, CheckoutPrice, OptionKind } from '../../../../machines/checkout.machine'
import { formatPrice } from '../../../domain/currency'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds, perBookingExtras, type Language } from '../../../domain/enums'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { FormAlert, type Message } from '../auth/ui'
import { extraLabel } from '../search/labels'
import { mutedText, Section } from './parts'

interface OptionsSectionProps {
  price: CheckoutPrice
  options: BookingOptions
  language: Language
  disabled: boolean
  error: Message | null
  onChange: (option: OptionKind, on: boolean) => void
}

/**
 * The car's options (spec §3): -1 is not offered (not shown), 0 is included (on, locked,
 * 'Included'), a price is '+$x per day' or 'per booking'. The total is the server's: each change is
 * priced again by it.
 */
export function OptionsSection({ price, options, language, disabled, error, onChange }: OptionsSectionProps) {
  const { extras } = price.offer
  const offered = extraKinds.filter((kind) => extras[kind] !== EXTRA_UNAVAILABLE)
  return (
    <Section id="checkout-options" title="checkout.options.title">
      {offered.length === 0 ? (
        <p className={mutedText}>
          <FormattedMessage id="checkout.options.none" />
        </p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {offered.map((kind) => {
            const amount = extras[kind]
            const included = amount === EXTRA_INCLUDED
            const descriptionId = `checkout-option-${kind}-price`
            const priceText = formatPrice(amount, price.currency, language)
            return (
              <li key={kind} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
                <LabelledCheckbox
                  id={`checkout-option-${kind}`}
                  label={<FormattedMessage id={extraLabel(kind)} />}
                  checked={included || options[kind]}
                  disabled={included || disabled}
                  onChange={(on) => onChange(kind, on)}
                  describedBy={descriptionId}
                />
                <span id={descriptionId} className={css({ fontSize: 'sm', fontWeight: 'medium', color: included ? 'success' : 'fg.muted', whiteSpace: 'nowrap' })}>
                  {included ? (
                    <FormattedMessage id="checkout.options.included" />
                  ) : perBookingExtras.includes(kind) ? (
                    <FormattedMessage id="checkout.options.perBooking" values={{ price: priceText }} />
                  ) : (
                    <FormattedMessage id="checkout.options.perDay" values={{ price: priceText }} />
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {error ? <FormAlert message={error} /> : null}
    </Section>
  )
}
