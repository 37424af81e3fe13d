// The payment section of the checkout page: the choice of how to pay, then (an online booking
// created) the provider's step.
import { FormattedMessage } from 'react-intl'
import type { Ref } from 'react'
import type { CheckoutPrice, PaymentMode } from '../../../../machines/checkout.machine'
import type { Language } from '../../../domain/enums'
import type { Message } from '../auth/ui'
import { mutedText, Section } from './parts'
import { PaymentChoice } from './PaymentChoice'
import { PaymentScriptStatus } from './payment/PaymentScriptStatus'
import { PaymentStep, type PaymentStepProps } from './payment/PaymentStep'
import type { PaymentScript } from './payment/usePaymentScript'

/**
 * The booking is held: the provider's form (card or PayPal). A refusal is shown (and announced)
 * once, by the form itself, next to its pay button.
 */
export function ProviderStepSection(step: PaymentStepProps) {
  return (
    <Section id="checkout-payment" title="checkout.payment.stepTitle">
      <p className={mutedText}>
        <FormattedMessage id="checkout.payment.held" />
      </p>
      <PaymentStep {...step} />
    </Section>
  )
}

interface PaymentChoiceSectionProps {
  price: CheckoutPrice
  offered: PaymentMode[]
  payment: PaymentMode | null
  onChoose: (payment: PaymentMode) => void
  language: Language
  disabled: boolean
  error: Message | null
  firstRef: Ref<HTMLInputElement>
  /** The payment chosen is online: the provider's script matters. */
  online: boolean
  script: PaymentScript
  /** A visitor without a confirmed e-mail: the hours a booking to pay at the counter is held unconfirmed; null otherwise. */
  unconfirmedHoldHours: number | null
}

/** How to pay (spec §2); an online way waits for the provider's script. */
export function PaymentChoiceSection({ price, offered, payment, onChoose, language, disabled, error, firstRef, online, script, unconfirmedHoldHours }: PaymentChoiceSectionProps) {
  return (
    <Section id="checkout-payment" title="checkout.payment.title">
      <PaymentChoice
        price={price}
        offered={offered}
        value={payment}
        onChange={onChoose}
        language={language}
        disabled={disabled}
        error={error}
        firstRef={firstRef}
      />
      {online ? (
        <PaymentScriptStatus
          status={script.status}
          retry={script.retry}
          onPayAtCounter={price.payLater ? () => onChoose('payAtCounter') : undefined}
        />
      ) : null}
      {unconfirmedHoldHours !== null && offered.includes('payAtCounter') ? (
        // the holding rule (src/domain/holding-limits.ts), said before the driver commits to it
        <p className={mutedText}>
          <FormattedMessage id="checkout.payment.unconfirmedHold" values={{ hours: unconfirmedHoldHours }} />
        </p>
      ) : null}
    </Section>
  )
}
