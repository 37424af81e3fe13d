import { useMachine } from '@xstate/react'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import MailCheck from 'lucide-react/icons/mail-check'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useParams } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { appRoutes } from '../../../domain/routes'
import { formatInstant } from '../../../domain/time-format'
import { appConfirmationMachine } from '../../api/payment'
import { getInspect } from '../../app/inspector'
import { useConfig } from '../../app/config-context'
import { useLanguage } from '../../app/language-context'
import { Button } from '../../components/ui/button'
import { BookingSummaryCard } from './BookingSummaryCard'

const pageStyle = css({
  maxWidth: '640px',
  mx: 'auto',
  px: { base: '2', md: '3' },
  py: { base: '4', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})

const panelStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  p: { base: '3', md: '4' },
  borderRadius: 'lg',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
})

const iconStyle = css({ width: '40px', height: '40px', flexShrink: 0 })
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1' })

/**
 * `/checkout-session/{sessionId}` (spec §2, §4): every checkout ends here, whatever the payment.
 * The confirmation machine checks the payment (and polls with back-off while the provider has
 * not settled), then shows the congratulations message with pay-now or pay-later success and,
 * for a new guest account, the check-your-mailbox status, then what was booked (reference, car,
 * places and times, amounts); or 'Payment failed'; or the error.
 */
export default function CheckoutSessionPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>()
  // A new session id is a new confirmation: start again.
  return <Confirmation key={sessionId} sessionId={sessionId} />
}

function Confirmation({ sessionId }: { sessionId: string }) {
  const intl = useIntl()
  const { language } = useLanguage()
  const { hideSuppliers } = useConfig()
  const [snapshot, send] = useMachine(appConfirmationMachine, { input: { sessionId, language }, inspect: getInspect() })
  const { booking } = snapshot.context
  const headingRef = useRef<HTMLHeadingElement>(null)
  const settled = !snapshot.matches('checking') && !snapshot.matches('waiting')

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'confirmation.pageTitle' })} · ${intl.formatMessage({ id: 'app.name' })}`
  }, [intl])

  // The location names come in the language asked for: a switch asks for them again.
  useEffect(() => {
    send({ type: 'confirmation.language', language })
  }, [language, send])

  // Once the outcome is known, move focus to it so that it is read out.
  useEffect(() => {
    if (settled) headingRef.current?.focus()
  }, [settled, snapshot.value])

  const homeLink = (
    <Link href={appRoutes.home} className={button({ variant: 'outline' })}>
      <FormattedMessage id="confirmation.backHome" />
    </Link>
  )

  return (
    <div className={pageStyle}>
      {!settled ? (
        <div className={panelStyle}>
          <h1 className={css({ textStyle: 'h2' })}>
            <FormattedMessage id="confirmation.pageTitle" />
          </h1>
          <p role="status" aria-live="polite" className={css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted' })}>
            <span
              aria-hidden="true"
              className={css({
                width: '20px',
                height: '20px',
                borderRadius: 'full',
                borderWidth: '3px',
                borderColor: 'border.default',
                borderTopColor: 'primary.solid',
                animation: 'pulse 1.6s ease-in-out infinite',
                _motionReduce: { animation: 'none' },
              })}
            />
            <FormattedMessage id="confirmation.checking" />
          </p>
        </div>
      ) : null}

      {snapshot.matches('success') ? (
        <section className={panelStyle} aria-labelledby="confirmation-outcome">
          <CircleCheck aria-hidden="true" className={`${iconStyle} ${css({ color: 'success' })}`} />
          <h1 id="confirmation-outcome" ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h2', outline: 'none' })}>
            <FormattedMessage id="confirmation.congratulations" />
          </h1>
          <p role="status" className={css({ fontSize: 'lg' })}>
            <FormattedMessage id={snapshot.matches({ success: 'payLater' }) ? 'confirmation.payLater' : 'confirmation.payNow'} />
          </p>
          {snapshot.context.activationEmailSent ? (
            <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontWeight: 'medium' })}>
              <MailCheck aria-hidden="true" className={css({ width: '20px', height: '20px', flexShrink: 0 })} />
              <FormattedMessage id="confirmation.checkMailbox" />
            </p>
          ) : null}
          {booking?.releasedUnlessConfirmedBy ? (
            // on the pick-up place's clock, as the booking's times (the server's words stand at hydration)
            <p role="note" className={css({ fontWeight: 'bold' })} suppressHydrationWarning>
              <FormattedMessage
                id="confirmation.releasedUnlessConfirmed"
                values={{ time: formatInstant(booking.releasedUnlessConfirmedBy, language, booking.pickUpLocation.timeZone) }}
              />
            </p>
          ) : null}
          {booking ? (
            <div className={css({ alignSelf: 'stretch' })}>
              <BookingSummaryCard booking={booking} language={language} hideSuppliers={hideSuppliers} />
            </div>
          ) : null}
          <div className={actionsStyle}>{homeLink}</div>
        </section>
      ) : null}

      {snapshot.matches('failed') ? (
        <section className={panelStyle} aria-labelledby="confirmation-outcome">
          <CircleX aria-hidden="true" className={`${iconStyle} ${css({ color: 'danger' })}`} />
          <h1 id="confirmation-outcome" ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h2', outline: 'none' })}>
            <FormattedMessage id="confirmation.pageTitle" />
          </h1>
          <div role="alert">
            <p className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'danger' })}>
              <FormattedMessage id="confirmation.failed" />
            </p>
            <p className={css({ color: 'fg.muted', mt: '0.5' })}>
              <FormattedMessage id="confirmation.failedHint" />
            </p>
          </div>
          <div className={actionsStyle}>
            <Link href={appRoutes.search} className={button()}>
              <FormattedMessage id="confirmation.backToSearch" />
            </Link>
            {homeLink}
          </div>
        </section>
      ) : null}

      {snapshot.matches('error') ? (
        <section className={panelStyle} aria-labelledby="confirmation-outcome">
          <TriangleAlert aria-hidden="true" className={`${iconStyle} ${css({ color: 'danger' })}`} />
          <h1 id="confirmation-outcome" ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h2', outline: 'none' })}>
            <FormattedMessage id="confirmation.pageTitle" />
          </h1>
          <p role="alert" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            <FormattedMessage id="confirmation.error" />
          </p>
          <div className={actionsStyle}>
            <Button onClick={() => send({ type: 'confirmation.retry' })}>
              <FormattedMessage id="confirmation.retry" />
            </Button>
            {homeLink}
          </div>
        </section>
      ) : null}
    </div>
  )
}
