import { Check } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useSearch } from 'wouter'
import { css } from '../../../../styled-system/css'
import {
  checkoutFormErrors,
  FORM_FIELDS,
  offeredPayments,
  utcDay,
  type CheckoutForm,
  type CheckoutRequest,
  type DriverField,
  type DriverValues,
  type FormErrorCode,
  type FormField,
} from '../../../../machines/checkout.machine'
import { todayUtc } from '../../../domain/age'
import { EMPTY_SEARCH_QUERY, searchQueryString } from '../../../domain/search-query'
import { isEmailRegistered } from '../../api/checkout'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import { useLanguage } from '../../app/language-context'
import { useSession } from '../../app/session-context'
import { Button } from '../../components/ui/button'
import { CheckboxField, FormAlert, type Message } from '../auth/ui'
import { checkoutInstants, parseCheckoutUrl, type CheckoutUrl } from './checkout-url'
import { DriverFields, FIELD_LABELS, type FieldRefs } from './DriverFields'
import { LicenseField } from './LicenseField'
import { OptionsSection } from './OptionsSection'
import { linkStyle, mutedText, Section } from './parts'
import { PaymentChoice } from './PaymentChoice'
import { PaymentScriptStatus } from './payment/PaymentScriptStatus'
import { PaymentStep } from './payment/PaymentStep'
import { usePaymentScript } from './payment/usePaymentScript'
import { Summary } from './Summary'
import { useCheckout } from './use-checkout'
import { useTempLicense } from './use-temp-license'

const pageStyle = css({
  maxWidth: 'container',
  mx: 'auto',
  px: { base: '2', md: '3' },
  py: { base: '2', md: '3' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})

function usePageTitle() {
  const intl = useIntl()
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'checkout.pageTitle' })} · ${intl.formatMessage({ id: 'app.name' })}`
  }, [intl])
}

function PageTitle() {
  return (
    <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
      <FormattedMessage id="checkout.pageTitle" />
    </h1>
  )
}

/** The search that led here (same car list again). */
function searchHref(url: CheckoutUrl | null): string {
  if (!url) return '/search'
  const { pickUpLocation, dropOffLocation, from, to } = url
  return `/search?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria: { pickUpLocation, dropOffLocation, from, to } })}`
}

/** `/checkout?car=…&pickUp=…&dropOff=…&from=…&to=…`: the booking page (spec §2). */
export default function CheckoutPage() {
  usePageTitle()
  const search = useSearch()
  const url = useMemo(() => parseCheckoutUrl(search), [search])
  if (!url)
    return (
      <div className={pageStyle}>
        <PageTitle />
        <p role="alert">
          <FormattedMessage id="checkout.badLink" />
        </p>
        <p>
          <Link href="/search" className={linkStyle}>
            <FormattedMessage id="checkout.backToSearch" />
          </Link>
        </p>
      </div>
    )
  // Another URL is another booking: start again.
  return <Checkout key={search} url={url} returnTo={`/checkout?${search}`} />
}

type Values = DriverValues & { acceptTerms: boolean; additional: DriverValues }
const EMPTY_DRIVER: DriverValues = { fullName: '', email: '', phone: '', birthDate: '' }
const ALL_DRIVER_FIELDS: DriverField[] = ['fullName', 'email', 'phone', 'birthDate']
const PHONE = /^\+?[0-9 ()./-]{6,30}$/

function fieldMessage(code: FormErrorCode, field: FormField, label: string, minimumAge: number): Message {
  switch (code) {
    case 'required':
      return { id: 'checkout.error.fillIn', values: { fields: label } }
    case 'invalidEmail':
      return { id: 'checkout.error.invalidEmail' }
    case 'invalidPhone':
      return { id: 'checkout.error.invalidPhone' }
    case 'invalidBirthDate':
      return { id: 'checkout.error.invalidBirthDate' }
    case 'tooYoung':
      return { id: 'checkout.error.tooYoung', values: { age: minimumAge } }
    case 'emailRegistered':
      return { id: 'checkout.error.emailRegistered' }
    case 'acceptTerms':
      return { id: 'checkout.error.acceptTerms' }
    case 'licenseRequired':
      return { id: 'checkout.error.licenseRequired' }
    default:
      return { id: 'checkout.error.fixErrors', values: { field } }
  }
}

/** The page-level message of a refused booking (spec §5/§8), or the server's own words. */
function bookingAlert(code: string, message: string, minimumAge: number): Message | string {
  switch (code) {
    case 'BOOKING_CONFLICT':
      return { id: 'checkout.error.conflict' }
    case 'DRIVER_TOO_YOUNG':
      return { id: 'checkout.error.tooYoung', values: { age: minimumAge } }
    case 'LICENSE_REQUIRED':
      return { id: 'checkout.error.licenseRequired' }
    case 'EMAIL_ALREADY_REGISTERED':
      return { id: 'checkout.error.emailRegistered' }
    case 'RECAPTCHA_ERROR':
      return { id: 'checkout.error.recaptcha' }
    case 'RATE_LIMITED':
      return { id: 'checkout.error.rateLimited' }
    case 'VALIDATION_ERROR':
      return message || { id: 'checkout.error.fixErrors' }
    default:
      return { id: 'checkout.error.unhandled' }
  }
}

function Checkout({ url, returnTo }: { url: CheckoutUrl; returnTo: string }) {
  const intl = useIntl()
  const config = useConfig()
  const { language } = useLanguage()
  const { currency } = useCurrency()
  const session = useSession()
  const [request] = useState<CheckoutRequest>(() => ({
    car: url.car,
    pickUpLocation: url.pickUpLocation,
    dropOffLocation: url.dropOffLocation,
    ...checkoutInstants(url),
    language,
    currency,
  }))
  const [state, send, actorRef, botCheckEnabled] = useCheckout(request)
  const license = useTempLicense()
  const { context } = state
  const { price } = context
  const online = context.payment === 'payDeposit' || context.payment === 'payInFull'
  const script = usePaymentScript(config.paymentGateway, online, price?.currency ?? currency)

  const [values, setValues] = useState<Values>({ ...EMPTY_DRIVER, acceptTerms: false, additional: EMPTY_DRIVER })
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const refs: FieldRefs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    birthDate: useRef<HTMLInputElement>(null),
    license: useRef<HTMLButtonElement>(null),
    additionalFullName: useRef<HTMLInputElement>(null),
    additionalEmail: useRef<HTMLInputElement>(null),
    additionalPhone: useRef<HTMLInputElement>(null),
    additionalBirthDate: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
  }
  const paymentRef = useRef<HTMLInputElement>(null)

  // The payment script's state is the machine's business too: an online booking waits for it.
  useEffect(() => {
    send({ type: 'checkout.scriptStatus', status: script.status })
  }, [script.status, send])

  // Once the booking exists, the licence file belongs to it.
  const booked = state.matches('providerStep') || state.matches('done')
  useEffect(() => {
    if (booked) license.keep()
  }, [booked, license])

  // A refused booking: its message, and the focus where it can be fixed.
  const bookingError = state.matches('editing') && context.error && context.errorSource === 'booking' ? context.error : null
  useEffect(() => {
    if (!bookingError) return
    setAlert(null)
    if (bookingError.code === 'LICENSE_REQUIRED') {
      license.forget()
      refs.license?.current?.focus()
    } else if (bookingError.code === 'EMAIL_ALREADY_REGISTERED') refs.email?.current?.focus()
    else if (bookingError.code === 'DRIVER_TOO_YOUNG' && refs.birthDate?.current) refs.birthDate.current.focus()
    else alertRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingError])

  if (state.matches('loading'))
    return (
      <div className={pageStyle}>
        <PageTitle />
        <p role="status" aria-busy="true">
          <FormattedMessage id="checkout.loading" />
        </p>
      </div>
    )

  if (state.matches('loadFailed') || !price) {
    const error = context.error
    const serverSays = error && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND') && error.message
    return (
      <div className={pageStyle}>
        <PageTitle />
        <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: 'semibold' })}>
            <FormattedMessage id={serverSays ? 'checkout.loadFailed' : 'checkout.loadFailedGeneric'} />
          </p>
          {serverSays ? <p>{serverSays}</p> : null}
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          {serverSays ? null : (
            <Button onClick={() => send({ type: 'checkout.retry' })}>
              <FormattedMessage id="checkout.retry" />
            </Button>
          )}
          <Link href={searchHref(url)} className={linkStyle}>
            <FormattedMessage id="checkout.backToSearch" />
          </Link>
        </div>
      </div>
    )
  }

  // ---- the form
  const user = session.signedIn ? session.user : null
  const asked: DriverField[] = user
    ? [...(user.phone && PHONE.test(user.phone) ? [] : (['phone'] as const)), ...(user.birthDate ? [] : (['birthDate'] as const))]
    : ALL_DRIVER_FIELDS
  const driver: DriverValues | null = !user
    ? values
    : asked.length === 0
      ? null
      : {
          fullName: user.fullName,
          email: user.email,
          phone: asked.includes('phone') ? values.phone : (user.phone ?? ''),
          birthDate: asked.includes('birthDate') ? values.birthDate : (user.birthDate ?? ''),
        }
  const licenseNeeded = price.licenseRequired && !user?.license
  const form: CheckoutForm = {
    driver,
    asked,
    acceptTerms: user ? null : values.acceptTerms,
    additionalDriver: context.options.additionalDriver ? values.additional : null,
    license: license.file,
    licenseNeeded,
    botCheck: !user,
  }
  const rules = { minimumAge: price.minimumAge, pickUpDay: utcDay(request.from), registeredEmails: context.registeredEmails }
  const errors = checkoutFormErrors(form, rules)
  const label = (field: FormField) => intl.formatMessage({ id: FIELD_LABELS[field] })
  const errorOf = (field: FormField): Message | null => {
    const code = errors[field]
    if (!code) return null
    const visible =
      code === 'emailRegistered' ||
      context.showErrors ||
      (touched[field] && field !== 'acceptTerms' && field !== 'license' && code !== 'required')
    return visible ? fieldMessage(code, field, label(field), price.minimumAge) : null
  }

  const offered = offeredPayments(price, config.paymentGateway)
  const locked = !state.matches('editing')
  const submitting = state.matches('creatingBooking')
  const repricing = state.matches({ editing: 'repricing' })
  const paymentError: Message | null =
    context.showErrors && context.payment === null && offered.length > 0 ? { id: 'checkout.payment.choose' } : null
  const today = todayUtc()

  const setDriver = (field: DriverField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setAlert(null)
  }
  const setAdditional = (field: DriverField, value: string) => {
    setValues((v) => ({ ...v, additional: { ...v.additional, [field]: value } }))
    setAlert(null)
  }

  /** Checked on blur: an address that has an account offers sign-in instead (validate-email answers 409). */
  async function checkEmail() {
    setTouched((t) => ({ ...t, email: true }))
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
    const wrong = FORM_FIELDS.filter((field) => errors[field])
    const missing = wrong.filter((field) => errors[field] === 'required')
    if (missing.length > 0) setAlert({ id: 'checkout.error.fillIn', values: { fields: missing.map(label).join(', ') } })
    else if (wrong.length > 0) setAlert({ id: 'checkout.error.fixErrors' })
    else if (context.payment === null) setAlert({ id: 'checkout.payment.choose' })
    else setAlert({ id: 'checkout.payment.scriptNotReady' })
    const first = wrong[0]
    if (first) refs[first]?.current?.focus()
    else if (context.payment === null) paymentRef.current?.focus()
  }

  const serverAlert = bookingError ? bookingAlert(bookingError.code, bookingError.message, price.minimumAge) : null
  const { car } = price.offer
  const description = `Keyturn booking ${car.name} ${url.from.slice(0, 10)}–${url.to.slice(0, 10)}`.slice(0, 127)

  return (
    <div className={pageStyle}>
      <PageTitle />
      <div
        className={css({
          display: 'grid',
          gap: '3',
          alignItems: 'start',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 360px' },
          gridTemplateAreas: { base: '"summary" "form"', md: '"form summary"' },
        })}
      >
        <div className={css({ gridArea: 'summary', md: { position: 'sticky', top: '2' } })}>
          <Summary
            price={price}
            from={url.from}
            to={url.to}
            language={language}
            hideSuppliers={config.hideSuppliers}
            updating={repricing}
            chosenCurrency={currency}
          />
        </div>
        <form
          noValidate
          onSubmit={submit}
          aria-busy={submitting || undefined}
          className={css({ gridArea: 'form', display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })}
        >
          <OptionsSection
            price={price}
            options={context.options}
            language={language}
            disabled={locked}
            error={context.error && context.errorSource === 'price' ? { id: 'checkout.options.failed' } : null}
            onChange={(option, on) => send({ type: 'checkout.setOption', option, on })}
          />

          <Section id="checkout-driver" title="checkout.driver.title">
            {user ? (
              <p>
                <FormattedMessage id="checkout.driver.signedInAs" values={{ name: user.fullName, email: user.email }} />
              </p>
            ) : null}
            {user && asked.length > 0 ? (
              <p className={mutedText}>
                <FormattedMessage id="checkout.driver.accountLacks" />
              </p>
            ) : null}
            <fieldset disabled={locked} className={css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' })}>
              <DriverFields
                who="main"
                fields={asked}
                values={values}
                onChange={setDriver}
                onBlur={(field) => (field === 'email' ? void checkEmail() : setTouched((t) => ({ ...t, [field]: true })))}
                errorOf={errorOf}
                refs={refs}
                minimumAge={price.minimumAge}
                today={today}
                returnTo={returnTo}
              />
            </fieldset>
            {licenseNeeded ? (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
                <p className={mutedText}>
                  <FormattedMessage id="checkout.license.intro" />
                </p>
                <LicenseField
                  license={license}
                  error={errorOf('license')}
                  disabled={locked}
                  triggerRef={refs.license as RefObject<HTMLButtonElement | null>}
                />
              </div>
            ) : null}
          </Section>


          {context.options.additionalDriver ? (
            <Section id="checkout-additional" title="checkout.additional.title">
              <fieldset disabled={locked} className={css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' })}>
                <DriverFields
                  who="additional"
                  fields={ALL_DRIVER_FIELDS}
                  values={values.additional}
                  onChange={setAdditional}
                  onBlur={(field) => setTouched((t) => ({ ...t, [`additional${field[0]!.toUpperCase()}${field.slice(1)}`]: true }))}
                  errorOf={errorOf}
                  refs={refs}
                  minimumAge={price.minimumAge}
                  today={today}
                  returnTo={returnTo}
                />
              </fieldset>
            </Section>
          ) : null}

          {state.matches('providerStep') && context.booking ? (
            <Section id="checkout-payment" title="checkout.payment.stepTitle">
              <p className={mutedText}>
                <FormattedMessage id="checkout.payment.held" />
              </p>
              <div role="alert" hidden={!context.paymentError} className={css({ color: 'danger', fontWeight: 'medium' })}>
                {context.paymentError}
              </div>
              <PaymentStep
                booking={context.booking}
                carName={car.name}
                description={description}
                onPaid={(sessionId) => send({ type: 'checkout.paid', sessionId })}
                onFailed={(message) => send({ type: 'checkout.paymentFailed', message })}
              />
            </Section>
          ) : (
            <Section id="checkout-payment" title="checkout.payment.title">
              <PaymentChoice
                price={price}
                offered={offered}
                value={context.payment}
                onChange={(payment) => send({ type: 'checkout.choosePayment', payment })}
                language={language}
                disabled={locked}
                error={paymentError}
                firstRef={paymentRef}
              />
              {online ? (
                <PaymentScriptStatus
                  status={script.status}
                  retry={script.retry}
                  onPayAtCounter={price.payLater ? () => send({ type: 'checkout.choosePayment', payment: 'payAtCounter' }) : undefined}
                />
              ) : null}
            </Section>
          )}

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

          <Section id="checkout-cancellation" title="checkout.cancellation.title">
            <p>
              <FormattedMessage id="checkout.cancellation.body" />
            </p>
          </Section>

          {state.matches('providerStep') ? null : (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {user ? null : (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
                  <CheckboxField
                    id="checkout-acceptTerms"
                    label={<FormattedMessage id="checkout.field.acceptTerms" />}
                    checked={values.acceptTerms}
                    onChange={(checked) => {
                      setValues((v) => ({ ...v, acceptTerms: checked }))
                      setAlert(null)
                    }}
                    error={errorOf('acceptTerms')}
                    inputRef={refs.acceptTerms as RefObject<HTMLInputElement | null>}
                  />
                  <Link href="/tos" className={linkStyle}>
                    <FormattedMessage id="checkout.termsLink" />
                  </Link>
                </div>
              )}
              {!user && botCheckEnabled ? (
                <p className={mutedText}>
                  <FormattedMessage id="checkout.botCheck" />
                </p>
              ) : null}
              <div ref={alertRef} tabIndex={-1} className={css({ _focus: { outline: 'none' } })}>
                {typeof serverAlert === 'string' ? (
                  <div role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
                    {serverAlert}
                  </div>
                ) : (
                  <FormAlert message={alert ?? serverAlert} />
                )}
                {bookingError?.code === 'BOOKING_CONFLICT' ? (
                  <p className={css({ mt: '1' })}>
                    <Link href={searchHref(url)} className={linkStyle}>
                      <FormattedMessage id="checkout.backToSearch" />
                    </Link>
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" disabled={locked || repricing || offered.length === 0}>
                <FormattedMessage id={submitting ? 'checkout.submitting' : online ? 'checkout.submit.online' : 'checkout.submit.counter'} />
              </Button>
            </div>
          )}
        </form>
      </div>
    </div>
  )
}
