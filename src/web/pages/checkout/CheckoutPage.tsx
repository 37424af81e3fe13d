import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSearch } from 'wouter'
import {
  additionalDriverWanted,
  checkoutFormErrors,
  FORM_FIELDS,
  offeredPayments,
  pickUpDayOf,
  type CheckoutRequest,
  type FormField,
} from '../../../../machines/checkout.machine'
import { todayUtc } from '../../../domain/age'
import { appRoutes } from '../../../domain/routes'
import { EXTRA_INCLUDED } from '../../../domain/enums'
import { isEmailRegistered } from '../../api/checkout'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import { useLanguage } from '../../app/language-context'
import { useSession } from '../../app/session-context'
import type { SummaryField } from '../../components/error-summary/ErrorSummary'
import type { Message } from '../auth/ui'
import { rememberBookedCheckout, useBookedCheckout } from './booked-checkouts'
import { clearCheckoutDraft, draftChoicesFor, readCheckoutDraft } from './checkout-draft'
import { bookingAlert, checkoutForm, errorVisible, fieldMessage, issueMessages, refusedSubmit, standingAlert, ALL_DRIVER_FIELDS } from './checkout-form'
import { parseCheckoutUrl, type CheckoutUrl } from './checkout-url'
import { BackToSearch, CheckoutFrame, checkoutGridStyle, formAreaStyle, summaryAreaStyle, usePageTitle } from './CheckoutFrame'
import { FIELD_LABELS } from './DriverFields'
import { AdditionalDriverSection, DriverSection } from './DriverSections'
import { CancellationSection, ChecklistSection } from './InfoSections'
import { CheckoutLoadFailed, CheckoutLoading } from './LoadStates'
import { OptionsSection } from './OptionsSection'
import { PaymentChoiceSection, ProviderStepSection } from './PaymentSection'
import { usePaymentScript } from './payment/usePaymentScript'
import { SubmitArea } from './SubmitArea'
import { Summary } from './Summary'
import { checkoutSessionPath, useCheckout } from './use-checkout'
import { useCheckoutDraft } from './use-checkout-draft'
import { useCheckoutForm } from './use-checkout-form'
import { useTempLicense } from './use-temp-license'

const AlreadyBooked = lazy(() => import('./AlreadyBooked'))

/** `/checkout?car=…&pickUp=…&dropOff=…&from=…&to=…`: the booking page (spec §2). */
export default function CheckoutPage() {
  usePageTitle()
  const search = useSearch()
  const url = useMemo(() => parseCheckoutUrl(search), [search])
  if (!url)
    return (
      <CheckoutFrame>
        <p role="alert">
          <FormattedMessage id="checkout.badLink" />
        </p>
        <p>
          <BackToSearch url={null} />
        </p>
      </CheckoutFrame>
    )
  // Another URL is another booking: start again.
  return <Checkout key={search} url={url} draftKey={search} returnTo={`/checkout?${search}`} />
}

function Checkout({ url, draftKey, returnTo }: { url: CheckoutUrl; draftKey: string; returnTo: string }) {
  const intl = useIntl()
  const config = useConfig()
  const { language } = useLanguage()
  const { currency } = useCurrency()
  const session = useSession()
  const [request] = useState<CheckoutRequest>(() => ({
    car: url.car,
    pickUpLocation: url.pickUpLocation,
    dropOffLocation: url.dropOffLocation,
    // wall times at the places, as the URL has them: the server applies the places' zones
    from: url.from,
    to: url.to,
    language,
    currency,
  }))
  // Back, a reload or a look at the Terms: the session's draft gives the form back.
  const [draft] = useState(readCheckoutDraft)
  const license = useTempLicense()
  const { booked, bookAgain } = useBookedCheckout(url)
  const [state, send, actorRef, botCheckEnabled, resumedFromServer] = useCheckout(request, {
    draft: draftChoicesFor(draft, draftKey),
    // The booking took the licence file over (the server moved it) and the draft is done with;
    // told before the redirection, so leaving the page deletes nothing.
    onBookingCreated: (booking) => {
      license.keep()
      clearCheckoutDraft()
      rememberBookedCheckout(url, booking)
    },
  })
  const { context } = state
  const { price } = context
  const online = context.payment === 'payDeposit' || context.payment === 'payInFull'
  const script = usePaymentScript(config.paymentGateway, online, price?.currency ?? currency)
  const formState = useCheckoutForm(draft, { hydrating: resumedFromServer })
  const { values, touched, alert, setAlert, serverErrors, setServerErrors, alertRef, refs, paymentRef } = formState
  /** Bumped by a refused submit: the error summary takes the focus once shown. */
  const [summaryFocus, setSummaryFocus] = useState(0)
  const editing = state.matches('editing')
  useCheckoutDraft(
    draftKey,
    values,
    editing ? { options: context.options, payment: context.payment, additionalDriverAdded: context.additionalDriverAdded } : null,
  )

  // The payment script's state is the machine's business too: an online booking waits for it.
  useEffect(() => {
    send({ type: 'checkout.scriptStatus', status: script.status })
  }, [script.status, send])

  // A refused booking: its message, and the focus where it can be fixed.
  const bookingError = state.matches('editing') && context.error && context.errorSource === 'booking' ? context.error : null
  useEffect(() => {
    if (!bookingError) return
    setAlert(null)
    // A refused field is shown next to it, in the user's language, and gets the focus.
    const issues = issueMessages(bookingError, (field) => intl.formatMessage({ id: FIELD_LABELS[field] }))
    setServerErrors(issues)
    // The error summary lists them, each a link to its field: it takes the focus.
    if (FORM_FIELDS.some((field) => issues[field])) alertRef.current?.focus()
    else if (bookingError.code === 'LICENSE_REQUIRED') {
      license.forget()
      refs.license?.current?.focus()
    } else if (bookingError.code === 'EMAIL_ALREADY_REGISTERED') refs.email?.current?.focus()
    else if (bookingError.code === 'DRIVER_TOO_YOUNG' && refs.birthDate?.current) refs.birthDate.current.focus()
    else alertRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingError])

  if (state.matches('loading')) return <CheckoutLoading />

  if (state.matches('loadFailed') || !price)
    return <CheckoutLoadFailed error={context.error} url={url} onRetry={() => send({ type: 'checkout.retry' })} />

  // ---- the form
  const user = session.signedIn ? session.user : null
  const withAdditional = additionalDriverWanted(context)
  const form = checkoutForm(user, values, price, withAdditional, license.file)
  const { asked, licenseNeeded } = form
  const rules = { minimumAge: price.minimumAge, pickUpDay: pickUpDayOf(request), registeredEmails: context.registeredEmails }
  const errors = checkoutFormErrors(form, rules)
  const label = (field: FormField) => intl.formatMessage({ id: FIELD_LABELS[field] })
  const errorOf = (field: FormField): Message | null => {
    const code = errors[field]
    if (!code) return serverErrors[field] ?? null
    return errorVisible(code, field, context.showErrors, touched[field]) ? fieldMessage(code, field, label(field), price.minimumAge) : null
  }

  // The error summary's links: every field showing an error, in page order.
  const summaryFields: SummaryField[] = FORM_FIELDS.flatMap((field) => {
    const message = errorOf(field)
    if (!message) return []
    const ref = refs[field]
    return [{ id: `checkout-${field}`, label: label(field), message: intl.formatMessage({ id: message.id }, message.values), focus: () => ref?.current?.focus() }]
  })

  const offered = offeredPayments(price)
  const locked = !state.matches('editing')
  const submitting = state.matches('creatingBooking')
  const repricing = state.matches({ editing: 'repricing' })
  const paymentError: Message | null =
    context.showErrors && context.payment === null && offered.length > 0 ? { id: 'checkout.payment.choose' } : null
  const driverFields = { errorOf, refs, minimumAge: price.minimumAge, today: todayUtc(), returnTo }

  /** Checked on blur: an address that has an account offers sign-in instead (validate-email answers 409). */
  async function checkEmail() {
    formState.touch('email')
    const email = values.email.trim()
    if (!email || errors.email === 'invalidEmail') return
    try {
      send({ type: 'checkout.emailChecked', email, registered: await isEmailRegistered(email) })
    } catch {
      // offline: the server checks again when booking
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (locked || repricing) return
    send({ type: 'checkout.submit', form })
    // A refused submit is a transition too (it shows every error), so `can` cannot tell: look.
    if (actorRef.getSnapshot().matches('creatingBooking')) {
      setAlert(null)
      return
    }
    const refused = refusedSubmit(errors, context.payment !== null, label, scriptFailed)
    setAlert(refused.alert)
    // The error summary counts the wrong fields and links to each: it takes the focus (GOV.UK pattern).
    if (refused.first) setSummaryFocus((n) => n + 1)
    else if (context.payment === null) paymentRef.current?.focus()
  }

  const serverAlert = bookingError ? bookingAlert(bookingError.code, price.minimumAge, config) : null
  const scriptFailed = online && context.scriptStatus === 'rejected'
  const formAlert = standingAlert(alert, { online, scriptStatus: context.scriptStatus })
  const additionalIncluded = price.offer.extras.additionalDriver === EXTRA_INCLUDED
  const { car } = price.offer
  const description = `Keyturn booking ${car.name} ${url.from.slice(0, 10)}–${url.to.slice(0, 10)}`.slice(0, 127)
  const providerStep = state.matches('providerStep')

  return (
    <CheckoutFrame>
      {booked ? (
        // Back from the confirmation: the booking made (first, above the summary on a phone), not an
        // empty form inviting a second one
        <Suspense fallback={null}>
          <AlreadyBooked
            booked={booked}
            signedIn={Boolean(user)}
            // a driver's booking page needs the account; a visitor has the checkout's confirmation
            href={user ? `${appRoutes.booking}?b=${encodeURIComponent(booked.bookingId)}` : checkoutSessionPath(booked.sessionId)}
            onBookAgain={bookAgain}
          />
        </Suspense>
      ) : null}
      <div className={checkoutGridStyle}>
        <div className={summaryAreaStyle}>
          <Summary
            price={price}
            from={url.from}
            to={url.to}
            language={language}
            hideSuppliers={config.hideSuppliers}
            updating={repricing}
            chosenCurrency={currency}
            currencyFailed={context.pricedCurrency !== currency}
            onRetryCurrency={() => send({ type: 'checkout.currency', currency })}
          />
        </div>
        {booked ? null : (
          <form
            noValidate
            onSubmit={submit}
            aria-busy={submitting || undefined}
            className={formAreaStyle}
          >
            <OptionsSection
              price={price}
              options={context.options}
              language={language}
              disabled={locked}
              // (a currency that could not be priced is said in the summary: the options did not change)
              error={context.error && context.errorSource === 'price' && context.pricedCurrency === currency ? { id: 'checkout.options.failed' } : null}
              onChange={(option, on) => send({ type: 'checkout.setOption', option, on })}
            />

            <DriverSection
              user={user}
              disabled={locked}
              fields={{
                ...driverFields,
                fields: asked,
                values,
                onChange: formState.setDriver,
                onBlur: (field) => (field === 'email' ? void checkEmail() : formState.touch(field)),
              }}
              licenseNeeded={licenseNeeded}
              license={license}
              licenseError={errorOf('license')}
              licenseRef={refs.license as RefObject<HTMLButtonElement | null>}
            />

            {additionalIncluded || withAdditional ? (
              <AdditionalDriverSection
                included={additionalIncluded}
                asked={withAdditional}
                onAdd={(on) => send({ type: 'checkout.addAdditionalDriver', on })}
                disabled={locked}
                fields={{
                  ...driverFields,
                  fields: ALL_DRIVER_FIELDS,
                  values: values.additional,
                  onChange: formState.setAdditional,
                  onBlur: formState.touchAdditional,
                }}
              />
            ) : null}

            {providerStep && context.booking ? (
              <ProviderStepSection
                booking={context.booking}
                carName={car.name}
                description={description}
                onPaid={(sessionId) => send({ type: 'checkout.paid', sessionId })}
                onFailed={(message) => send({ type: 'checkout.paymentFailed', message })}
              />
            ) : (
              <PaymentChoiceSection
                price={price}
                offered={offered}
                payment={context.payment}
                onChoose={(payment) => send({ type: 'checkout.choosePayment', payment })}
                language={language}
                disabled={locked}
                error={paymentError}
                firstRef={paymentRef}
                online={online}
                script={script}
                unconfirmedHoldHours={user?.verified ? null : config.guestConfirmationHours}
              />
            )}

            <ChecklistSection />
            {price ? <CancellationSection price={price} chosen={context.options.cancellation} from={context.request.from} language={language} /> : null}

            {providerStep ? null : (
              <SubmitArea
                visitor={!user}
                acceptTerms={values.acceptTerms}
                onAcceptTerms={formState.setAcceptTerms}
                acceptTermsError={errorOf('acceptTerms')}
                acceptTermsRef={refs.acceptTerms as RefObject<HTMLInputElement | null>}
                botCheckEnabled={botCheckEnabled}
                alert={formAlert}
                serverAlert={serverAlert}
                serverReference={bookingError?.requestId}
                alertRef={alertRef}
                summaryFields={summaryFields}
                summaryFocus={summaryFocus}
                conflict={bookingError?.code === 'BOOKING_CONFLICT'}
                onReloadPaymentForm={formAlert?.id === 'checkout.payment.scriptFailed' ? script.retry : null}
                url={url}
                disabled={locked || repricing || offered.length === 0}
                submitting={submitting}
                online={online}
              />
            )}
          </form>
        )}
      </div>
    </CheckoutFrame>
  )
}
