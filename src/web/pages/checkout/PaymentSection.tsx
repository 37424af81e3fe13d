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
}

/** How to pay (spec §2); an online way waits for the provider's script. */
export function PaymentChoiceSection({ price, offered, payment, onChoose, language, disabled, error, firstRef, online, script }: PaymentChoiceSectionProps) {
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
    </Section>
  )
}
