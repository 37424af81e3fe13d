// The end of the checkout form: the Terms of Use box, the bot-check notice, the error summary
// (focusable, with the way back to the search after a conflict) and the submit button.
import { useEffect, type RefObject } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { CheckboxField } from '../auth/CheckboxField'
import type { SummaryField } from '../../components/error-summary/ErrorSummary'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import { FormAlert, TermsLink, type Message } from '../auth/ui'
import type { CheckoutUrl } from './checkout-url'
import { BackToSearch } from './CheckoutFrame'
import { mutedText } from './parts'

interface SubmitAreaProps {
  /** A visitor (not signed in): the Terms of Use box and the bot check are asked. */
  visitor: boolean
  acceptTerms: boolean
  onAcceptTerms: (checked: boolean) => void
  acceptTermsError: Message | null
  acceptTermsRef: RefObject<HTMLInputElement | null>
  botCheckEnabled: boolean
  /** The page's own message (a refused submit), else the refused booking's. */
  alert: Message | null
  serverAlert: Message | null
  /** The refused booking's request id, shown small under its message. */
  serverReference?: string | undefined
  alertRef: RefObject<HTMLDivElement | null>
  /** The fields showing an error, linked from the summary. */
  summaryFields: readonly SummaryField[]
  summaryFocus: number
  /** The booking was refused for a conflict: offer the search again. */
  conflict: boolean
  /** The payment form could not be loaded: offer to load it again beside the message. */
  onReloadPaymentForm: (() => void) | null
  url: CheckoutUrl
  disabled: boolean
  submitting: boolean
  online: boolean
}

/**
 * The error summary arrives just after the page (the checkout's first load is at its budget): until
 * then a refused submit shows the plain message, and the summary takes the focus when it arrives.
 */
const errorSummary = onDemand(() => import('../../components/error-summary/ErrorSummary').then((module) => module.ErrorSummary))

export function SubmitArea(props: SubmitAreaProps) {
  const { visitor, alert, serverAlert, alertRef, url, submitting, online } = props
  const [ErrorSummary, loadErrorSummary] = useOnDemand(errorSummary)
  useEffect(loadErrorSummary, [loadErrorSummary])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {visitor ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <CheckboxField
            id="checkout-acceptTerms"
            label={<FormattedMessage id="checkout.field.acceptTerms" />}
            checked={props.acceptTerms}
            onChange={props.onAcceptTerms}
            error={props.acceptTermsError}
            inputRef={props.acceptTermsRef}
          />
          <TermsLink label="checkout.termsLink" />
        </div>
      ) : null}
      {visitor && props.botCheckEnabled ? (
        <p className={mutedText}>
          <FormattedMessage id="checkout.botCheck" />
        </p>
      ) : null}
      <div>
        {ErrorSummary ? (
          <ErrorSummary
            message={alert ?? serverAlert}
            reference={alert ? undefined : props.serverReference}
            fields={props.summaryFields}
            summaryRef={alertRef}
            focusKey={props.summaryFocus}
          />
        ) : (
          <div ref={alertRef} tabIndex={-1}>
            <FormAlert message={alert ?? serverAlert} />
          </div>
        )}
        {props.conflict ? (
          <p className={css({ mt: '1' })}>
            <BackToSearch url={url} />
          </p>
        ) : null}
        {props.onReloadPaymentForm ? (
          <Button type="button" variant="outline" size="sm" className={css({ mt: '1' })} onClick={props.onReloadPaymentForm}>
            <FormattedMessage id="checkout.payment.scriptReload" />
          </Button>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={props.disabled}>
        <FormattedMessage id={submitting ? 'checkout.submitting' : online ? 'checkout.submit.online' : 'checkout.submit.counter'} />
      </Button>
    </div>
  )
}
