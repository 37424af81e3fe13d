import type { Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutPrice, PaymentMode } from '../../../../machines/checkout.machine'
import { formatPrice } from '../../../domain/currency'
import type { Language } from '../../../domain/enums'
import * as RadioGroup from '../../components/ui/radio-group'
import type { MessageId } from '../../i18n/en'
import { FieldMessage, type Message } from '../auth/ui'
import { mutedText } from './parts'

const LABELS: Record<PaymentMode, MessageId> = {
  payAtCounter: 'checkout.payment.payAtCounter',
  payDeposit: 'checkout.payment.payDeposit',
  payInFull: 'checkout.payment.payInFull',
}
const AMOUNTS: Record<PaymentMode, MessageId> = {
  payAtCounter: 'checkout.payment.payAtCounter.amount',
  payDeposit: 'checkout.payment.payDeposit.amount',
  payInFull: 'checkout.payment.payInFull.amount',
}

interface PaymentChoiceProps {
  price: CheckoutPrice
  offered: PaymentMode[]
  value: PaymentMode | null
  onChange: (payment: PaymentMode) => void
  language: Language
  disabled: boolean
  error: Message | null
  firstRef?: Ref<HTMLInputElement>
}

/**
 * Spec §1: pay at the counter (when the supplier allows it), the deposit online or in full online
 * (when a provider is configured), each with its amount (the server's).
 */
export function PaymentChoice({ price, offered, value, onChange, language, disabled, error, firstRef }: PaymentChoiceProps) {
  const amountOf = (mode: PaymentMode) => formatPrice(mode === 'payDeposit' ? price.deposit : price.price, price.currency, language)
  if (offered.length === 0)
    return (
      <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
        <FormattedMessage id="checkout.payment.none" />
      </p>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <RadioGroup.Root
        value={value}
        disabled={disabled}
        invalid={Boolean(error)}
        onValueChange={(details) => details.value && onChange(details.value as PaymentMode)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
      >
        <RadioGroup.Label>
          <FormattedMessage id="checkout.payment.legend" />
        </RadioGroup.Label>
        {offered.map((mode, index) => (
          <RadioGroup.Item key={mode} value={mode} className={css({ alignItems: 'flex-start' })}>
            <RadioGroup.ItemControl />
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <RadioGroup.ItemText>
                <FormattedMessage id={LABELS[mode]} />
              </RadioGroup.ItemText>
              <span id={`checkout-payment-${mode}-amount`} className={mutedText}>
                <FormattedMessage id={AMOUNTS[mode]} values={{ amount: amountOf(mode) }} />
              </span>
            </span>
            <RadioGroup.ItemHiddenInput
              ref={index === 0 ? firstRef : undefined}
              aria-describedby={error ? `checkout-payment-${mode}-amount checkout-payment-error` : `checkout-payment-${mode}-amount`}
            />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FieldMessage id="checkout-payment-error" message={error} />
    </div>
  )
}
