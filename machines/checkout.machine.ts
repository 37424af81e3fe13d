// The checkout of `/checkout` (issue 5): the server's price for the car, places and dates of the
// URL, the options (each change priced again by the server), the driver's details (checked by the
// `formValid` guard with the rules below), the payment choice, the booking creation, then either
// the confirmation (pay at the counter) or the provider's payment step (online). Pure: requests are
// the named actors `loadPrice` / `reprice` / `createBooking` and the redirection is the named
// action `redirect`, all supplied by the page with `checkoutMachine.provide(...)`.
//
//   loading ─ price (payment preselected) ─► editing.idle ─ setOption ─► editing.repricing ─ price ─► editing.idle
//      └ error ─► loadFailed ─ retry ─► loading        (a newer setOption restarts it: latest wins)
//   editing.idle ─ submit (form valid, payment chosen and ready) ─► creatingBooking
//   creatingBooking ─┬─ counter ─► done (redirect to /checkout-session/{sessionId})
//                    ├─ online ──► providerStep ─ paid ─► done
//                    │                  └ paymentFailed ─► providerStep (message shown; try again)
//                    └─ error (409 conflict, too young, licence, e-mail registered, bot check,
//                              validation…) ─► editing.idle with the error
//
// The ways to pay are the server's (`CheckoutPrice.paymentOptions`, the rule of
// src/domain/payment-options.ts); one is preselected when the price arrives (at the counter if
// offered, else in full online). An included additional-driver option is a right, not a second
// driver: the driver's details are asked only when the driver adds one (`checkout.addAdditionalDriver`);
// a priced option ticked means there is one. A draft (options, payment, added driver) may seed the
// machine, so a page restored from the session's draft starts where the driver left it; the named
// action `bookingCreated` tells the page the booking exists (the draft and the licence file are
// then the booking's business). The driver's details are the view's form state: it sends them with `checkout.submit`, and the
// guard checks them with `checkoutFormErrors` — the same function the view uses to show the
// messages, so what the view shows and what the machine accepts cannot disagree. The payment
// script (Stripe.js / PayPal SDK) is loaded by the `paymentScript` machine when an online payment
// is chosen; the view reports its status with `checkout.scriptStatus`, and an online booking can
// be created only once it is `resolved` (a script that cannot load never leaves a booking behind).
import { and, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'
import { ageOn } from '../src/domain/age'
import type { Currency, Language } from '../src/domain/enums'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds } from '../src/domain/enums'
import { exceededMaxLength } from '../src/domain/field-limits'

export type BookingOptions = components['schemas']['BookingOptions']
export type CheckoutPrice = components['schemas']['CheckoutPrice']
export type CheckoutResult = components['schemas']['CheckoutResult']
export type CheckoutBody = components['schemas']['CheckoutBody']
export type CheckoutPriceBody = components['schemas']['CheckoutPriceBody']
export type PaymentMode = components['schemas']['PaymentMode']
export type FieldIssue = components['schemas']['FieldIssue']
export type OptionKind = keyof BookingOptions
export type ScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected'

/** What the URL says and how the answer should speak. */
export interface CheckoutRequest {
  car: string
  pickUpLocation: string
  dropOffLocation: string
  /** Wall times 'YYYY-MM-DDTHH:mm': `from` at the pick-up place, `to` at the drop-off place. */
  from: string
  to: string
  language: Language
  currency: Currency
}

/** What the driver chose before (the session's draft of this checkout), to start from. */
export interface CheckoutChoices {
  options: BookingOptions
  payment: PaymentMode | null
  /** The additional-driver option is included and the driver said there is an additional driver. */
  additionalDriverAdded: boolean
}

export interface CheckoutInput {
  request: CheckoutRequest
  draft?: CheckoutChoices | null
}

export interface DriverValues {
  fullName: string
  email: string
  phone: string
  birthDate: string
}
export type DriverField = keyof DriverValues

/** The driver part of the page, as the view holds it. */
export interface CheckoutForm {
  /** The main driver sent as `driver` (null: a signed-in driver whose account has everything). */
  driver: DriverValues | null
  /** The main driver's fields the page asks for (a visitor: all; a signed-in driver: what the account lacks). */
  asked: DriverField[]
  /** The Terms of Use box (null: not asked, a signed-in driver). */
  acceptTerms: boolean | null
  /** Present exactly when there is an additional driver (`additionalDriverWanted`). */
  additionalDriver: DriverValues | null
  /** The temporary licence file (createLicense) of this checkout, if any. */
  license: string | null
  /** The supplier requires a licence and the driver's account has none. */
  licenseNeeded: boolean
  /** A visitor books: the bot check runs. */
  botCheck: boolean
}

export type FormField =
  | DriverField
  | 'acceptTerms'
  | 'license'
  | 'additionalFullName'
  | 'additionalEmail'
  | 'additionalPhone'
  | 'additionalBirthDate'

export type FormErrorCode =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidBirthDate'
  | 'tooYoung'
  | 'tooLong'
  | 'emailRegistered'
  | 'acceptTerms'
  | 'licenseRequired'

/** Fields in page order: the first wrong one gets the focus. */
export const FORM_FIELDS: FormField[] = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'license',
  'additionalFullName',
  'additionalEmail',
  'additionalPhone',
  'additionalBirthDate',
  'acceptTerms',
]

export interface FormRules {
  minimumAge: number
  /** The pick-up day (YYYY-MM-DD, UTC, as the server counts the age). */
  pickUpDay: string
  /** E-mail addresses known to be registered (lower case). */
  registeredEmails: readonly string[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Same pattern as the contract's Phone. */
const PHONE = /^\+?[0-9 ()./-]{6,30}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

export const isEmail = (value: string) => EMAIL.test(value.trim()) && value.trim().length <= 254
export const isPhone = (value: string) => PHONE.test(value.trim())

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

function driverErrors(values: DriverValues, fields: readonly DriverField[], rules: FormRules): Partial<Record<DriverField, FormErrorCode>> {
  const errors: Partial<Record<DriverField, FormErrorCode>> = {}
  for (const field of fields) {
    if (values[field].trim() === '') errors[field] = 'required'
    else if (field !== 'birthDate' && exceededMaxLength(field, values[field].trim()) !== null) errors[field] = 'tooLong'
  }
  if (fields.includes('email') && !errors.email) {
    if (!isEmail(values.email)) errors.email = 'invalidEmail'
  }
  if (fields.includes('phone') && !errors.phone && !isPhone(values.phone)) errors.phone = 'invalidPhone'
  if (fields.includes('birthDate') && !errors.birthDate) {
    if (!isDate(values.birthDate) || ageOn(values.birthDate, rules.pickUpDay) < 0) errors.birthDate = 'invalidBirthDate'
    else if (ageOn(values.birthDate, rules.pickUpDay) < rules.minimumAge) errors.birthDate = 'tooYoung'
  }
  return errors
}

const additional: Record<DriverField, FormField> = {
  fullName: 'additionalFullName',
  email: 'additionalEmail',
  phone: 'additionalPhone',
  birthDate: 'additionalBirthDate',
}

/** Every rule of spec §5 the page checks before booking (the server checks them again). */
export function checkoutFormErrors(form: CheckoutForm, rules: FormRules): Partial<Record<FormField, FormErrorCode>> {
  const errors: Partial<Record<FormField, FormErrorCode>> = {}
  if (form.driver) {
    Object.assign(errors, driverErrors(form.driver, form.asked, rules))
    if (form.asked.includes('email') && !errors.email && rules.registeredEmails.includes(form.driver.email.trim().toLowerCase()))
      errors.email = 'emailRegistered'
  }
  if (form.licenseNeeded && !form.license) errors.license = 'licenseRequired'
  if (form.additionalDriver) {
    const found = driverErrors(form.additionalDriver, ['fullName', 'email', 'phone', 'birthDate'], rules)
    for (const [field, code] of Object.entries(found)) errors[additional[field as DriverField]] = code
  }
  if (form.acceptTerms === false) errors.acceptTerms = 'acceptTerms'
  return errors
}

/** The pick-up's date at the pick-up place (of its wall time), the day the server counts the driver's age on. */
export const pickUpDayOf = (request: Pick<CheckoutRequest, 'from'>) => request.from.slice(0, 10)

/** What the page shows of a failed request: the API's code, (English) message and the fields a 400 concerns. */
export interface CheckoutError {
  code: string
  message: string
  fields?: FieldIssue[]
  /** The server's id of the failed request, shown small with the error so it can be reported. */
  requestId?: string
}

/** The form field a field of the booking body is (`driver.fullName` → fullName), or null when the form has none. */
export function formFieldOf(path: string): FormField | null {
  const [part, field] = path.split('.') as [string, string | undefined]
  const driverField = field && (['fullName', 'email', 'phone', 'birthDate'] as const).find((f) => f === field)
  if (part === 'driver' && driverField) return driverField
  if (part === 'additionalDriver' && driverField) return additional[driverField]
  return null
}

export type CheckoutEvent =
  | { type: 'checkout.setOption'; option: OptionKind; on: boolean }
  | { type: 'checkout.addAdditionalDriver'; on: boolean }
  | { type: 'checkout.choosePayment'; payment: PaymentMode }
  | { type: 'checkout.scriptStatus'; status: ScriptStatus }
  | { type: 'checkout.emailChecked'; email: string; registered: boolean }
  | { type: 'checkout.currency'; currency: Currency }
  | { type: 'checkout.submit'; form: CheckoutForm }
  | { type: 'checkout.paid'; sessionId: string }
  | { type: 'checkout.paymentFailed'; message: string }
  | { type: 'checkout.retry' }

export interface CheckoutContext {
  request: CheckoutRequest
  /** An included additional-driver option: the driver said there is an additional driver. */
  additionalDriverAdded: boolean
  /** The options asked for (shown); `pricedOptions` are those of the price shown. */
  options: BookingOptions
  pricedOptions: BookingOptions
  /**
   * The currency asked for when the price shown was computed. The price is in another one when the
   * server had no rates for it (asked and answered) or when its repricing failed (asked for since).
   */
  pricedCurrency: Currency | null
  price: CheckoutPrice | null
  payment: PaymentMode | null
  scriptStatus: ScriptStatus
  registeredEmails: string[]
  /** A refused submit: the view shows every field's error from now on. */
  showErrors: boolean
  error: CheckoutError | null
  /** What failed: the price (loading or an option change) or the booking. */
  errorSource: 'price' | 'booking' | null
  /** The form of the last accepted submit (the booking request). */
  form: CheckoutForm | null
  booking: CheckoutResult | null
  paymentError: string | null
  sessionId: string | null
}

export type CreateBookingInput = { body: Omit<CheckoutBody, 'recaptchaToken'>; botCheck: boolean }

export const NO_OPTIONS: BookingOptions = {
  cancellation: false,
  amendments: false,
  theftProtection: false,
  collisionDamageWaiver: false,
  fullInsurance: false,
  additionalDriver: false,
}

const notProvided = (name: string) => () => Promise.reject(new Error(`checkout: actor ${name} not provided`))

export function checkoutErrorOf(error: unknown): CheckoutError {
  const { code, message, fields, requestId } = (error ?? {}) as { code?: unknown; message?: unknown; fields?: unknown; requestId?: unknown }
  return {
    code: typeof code === 'string' ? code : 'INTERNAL_ERROR',
    message: typeof message === 'string' ? message : '',
    ...(Array.isArray(fields) && fields.length > 0 ? { fields: fields as FieldIssue[] } : {}),
    ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}),
  }
}

/** Options of an answer: included ones are on (and stay on), unavailable ones off. */
function normalisedOptions(options: BookingOptions, price: CheckoutPrice): BookingOptions {
  const result = { ...options }
  for (const kind of extraKinds) {
    const amount = price.offer.extras[kind]
    if (amount === EXTRA_INCLUDED) result[kind] = true
    else if (amount === EXTRA_UNAVAILABLE) result[kind] = false
  }
  return result
}

const priceBody = (context: CheckoutContext): CheckoutPriceBody => ({ ...context.request, options: context.options })

/**
 * Which payments the car and the configuration allow: the server's list (the one rule of
 * src/domain/payment-options.ts, with the price of the chosen options), never worked out here.
 */
export function offeredPayments(price: CheckoutPrice | null): PaymentMode[] {
  return price?.paymentOptions ?? []
}

/** The choice made for the driver when the price arrives: at the counter if offered, else in full online. */
export function defaultPayment(price: CheckoutPrice | null): PaymentMode | null {
  const offered = offeredPayments(price)
  return offered.includes('payAtCounter') ? 'payAtCounter' : offered.includes('payInFull') ? 'payInFull' : null
}

/**
 * Whether the booking has an additional driver (whose details are then asked and sent): a priced
 * option ticked says so; an included one is only the right to one, so the driver says it.
 */
export function additionalDriverWanted(context: Pick<CheckoutContext, 'price' | 'pricedOptions' | 'additionalDriverAdded'>): boolean {
  if (!context.pricedOptions.additionalDriver) return false
  return context.price?.offer.extras.additionalDriver === EXTRA_INCLUDED ? context.additionalDriverAdded : true
}

/**
 * The payment after a new price: the one chosen while still offered; a deposit that can no longer
 * be paid online becomes the full payment online (the driver chose to pay online); else the default.
 */
function paymentAfter(payment: PaymentMode | null, price: CheckoutPrice): PaymentMode | null {
  const offered = offeredPayments(price)
  if (payment && offered.includes(payment)) return payment
  if (payment === 'payDeposit' && offered.includes('payInFull')) return 'payInFull'
  return defaultPayment(price)
}

/**
 * A price arrived (the first, or after a change): the options and the currency it was asked for, and
 * the payment. The options change the price, so whether the deposit can be paid online: the way
 * chosen (or the draft's) if still offered, else the first way offered (the button reads right from
 * the start): at the counter when the supplier allows it, else in full online (its script loads at once).
 */
function priced(context: CheckoutContext, price: CheckoutPrice): Partial<CheckoutContext> {
  const options = normalisedOptions(context.options, price)
  return { price, options, pricedOptions: options, pricedCurrency: context.request.currency, payment: paymentAfter(context.payment, price) }
}

function bookingBody(context: CheckoutContext, form: CheckoutForm): Omit<CheckoutBody, 'recaptchaToken'> {
  const trim = (d: DriverValues): DriverValues => ({
    fullName: d.fullName.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    birthDate: d.birthDate,
  })
  const withAdditional = additionalDriverWanted(context)
  return {
    ...context.request,
    // The booking's price is the one shown: in its currency, even when the visitor asked for another
    // one that could not be priced.
    currency: context.price!.currency,
    // The server asks for the additional driver exactly when this option is on; it stores an
    // included option as chosen either way.
    options: { ...context.pricedOptions, additionalDriver: withAdditional },
    ...(form.driver ? { driver: trim(form.driver) } : {}),
    ...(form.additionalDriver && withAdditional ? { additionalDriver: trim(form.additionalDriver) } : {}),
    payment: context.payment ?? 'payAtCounter',
    license: form.licenseNeeded ? form.license : null,
  }
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as { sessionId: string | null },
  },
  actors: {
    /** POST /api/checkout-price with the URL's car, places and dates, no option yet. */
    loadPrice: fromPromise<CheckoutPrice, CheckoutPriceBody>(notProvided('loadPrice')),
    /** POST /api/checkout-price with the chosen options. */
    reprice: fromPromise<CheckoutPrice, CheckoutPriceBody>(notProvided('reprice')),
    /** POST /api/checkout (with the bot check's token when `botCheck`). */
    createBooking: fromPromise<CheckoutResult, CreateBookingInput>(notProvided('createBooking')),
  },
  actions: {
    /** Go to /checkout-session/{sessionId}. */
    redirect: (_, _sessionId: string) => {},
    /** The booking exists: the licence file sent is the server's now, and the draft is done with. */
    bookingCreated: (_, _booking: CheckoutResult) => {},
  },
  guards: {
    optionChangeable: ({ context, event }) => {
      assertEvent(event, 'checkout.setOption')
      const amount = context.price?.offer.extras[event.option]
      return amount !== undefined && amount !== EXTRA_UNAVAILABLE && amount !== EXTRA_INCLUDED && context.options[event.option] !== event.on
    },
    paymentOffered: ({ context, event }) => {
      assertEvent(event, 'checkout.choosePayment')
      return offeredPayments(context.price).includes(event.payment)
    },
    additionalDriverIncluded: ({ context, event }) => {
      assertEvent(event, 'checkout.addAdditionalDriver')
      return context.price?.offer.extras.additionalDriver === EXTRA_INCLUDED && context.additionalDriverAdded !== event.on
    },
    // A currency to price in: a new one, or the one asked for when the price shown is in another
    // (its repricing failed, or its rates were missing): asking again is the retry.
    otherCurrency: ({ context, event }) => {
      assertEvent(event, 'checkout.currency')
      return event.currency !== context.request.currency || event.currency !== context.price?.currency
    },
    formValid: ({ context, event }) => {
      assertEvent(event, 'checkout.submit')
      if (!context.price) return false
      const errors = checkoutFormErrors(event.form, {
        minimumAge: context.price.minimumAge,
        pickUpDay: pickUpDayOf(context.request),
        registeredEmails: context.registeredEmails,
      })
      return Object.keys(errors).length === 0 && Boolean(event.form.additionalDriver) === additionalDriverWanted(context)
    },
    paymentReady: ({ context }) =>
      context.payment === 'payAtCounter' || (context.payment !== null && context.scriptStatus === 'resolved'),
    paidAtCounter: ({ event }) => (event as unknown as { output: CheckoutResult }).output.payment === 'payAtCounter',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    request: input.request,
    additionalDriverAdded: input.draft?.additionalDriverAdded ?? false,
    options: input.draft?.options ?? NO_OPTIONS,
    pricedOptions: NO_OPTIONS,
    pricedCurrency: null,
    price: null,
    payment: input.draft?.payment ?? null,
    scriptStatus: 'initial',
    registeredEmails: [],
    showErrors: false,
    error: null,
    errorSource: null,
    form: null,
    booking: null,
    paymentError: null,
    sessionId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null, errorSource: null }),
      invoke: {
        id: 'loadPrice',
        src: 'loadPrice',
        input: ({ context }) => priceBody(context),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => priced(context, event.output)),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => checkoutErrorOf(event.error), errorSource: 'price' as const }),
        },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': { target: 'loading' } },
    },
    editing: {
      initial: 'idle',
      on: {
        // Re-entering `repricing` stops the request in flight: only the latest change is priced.
        'checkout.setOption': {
          guard: 'optionChangeable',
          target: '.repricing',
          reenter: true,
          actions: assign({
            options: ({ context, event }) => ({ ...context.options, [event.option]: event.on }),
            error: null,
            errorSource: null,
          }),
        },
        'checkout.currency': {
          guard: 'otherCurrency',
          target: '.repricing',
          reenter: true,
          actions: assign({ request: ({ context, event }) => ({ ...context.request, currency: event.currency }), error: null, errorSource: null }),
        },
        'checkout.addAdditionalDriver': {
          guard: 'additionalDriverIncluded',
          actions: assign({ additionalDriverAdded: ({ event }) => event.on }),
        },
        'checkout.choosePayment': {
          guard: 'paymentOffered',
          actions: assign({ payment: ({ event }) => event.payment }),
        },
        'checkout.scriptStatus': { actions: assign({ scriptStatus: ({ event }) => event.status }) },
        'checkout.emailChecked': {
          actions: assign({
            registeredEmails: ({ context, event }) => {
              const email = event.email.trim().toLowerCase()
              const others = context.registeredEmails.filter((known) => known !== email)
              return event.registered ? [...others, email] : others
            },
          }),
        },
      },
      states: {
        idle: {
          on: {
            'checkout.submit': [
              {
                guard: and(['formValid', 'paymentReady']),
                target: '#checkout.creatingBooking',
                actions: assign({ form: ({ event }) => event.form, error: null, errorSource: null }),
              },
              { actions: assign({ showErrors: true }) },
            ],
          },
        },
        repricing: {
          invoke: {
            id: 'reprice',
            src: 'reprice',
            input: ({ context }) => priceBody(context),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => priced(context, event.output)),
            },
            // The price shown stays right: the options go back to those it was computed for.
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                options: context.pricedOptions,
                error: checkoutErrorOf(event.error),
                errorSource: 'price' as const,
              })),
            },
          },
        },
      },
    },
    creatingBooking: {
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context }): CreateBookingInput => ({
          body: bookingBody(context, context.form!),
          botCheck: context.form!.botCheck,
        }),
        onDone: [
          {
            guard: 'paidAtCounter',
            target: 'done',
            actions: [
              { type: 'bookingCreated', params: ({ event }) => event.output },
              assign({ booking: ({ event }) => event.output, sessionId: ({ event }) => event.output.sessionId }),
            ],
          },
          {
            target: 'providerStep',
            actions: [{ type: 'bookingCreated', params: ({ event }) => event.output }, assign({ booking: ({ event }) => event.output, paymentError: null })],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const error = checkoutErrorOf(event.error)
            const email = context.form?.driver?.email.trim().toLowerCase()
            return {
              error,
              errorSource: 'booking' as const,
              showErrors: true,
              registeredEmails:
                error.code === 'EMAIL_ALREADY_REGISTERED' && email && !context.registeredEmails.includes(email)
                  ? [...context.registeredEmails, email]
                  : context.registeredEmails,
            }
          }),
        },
      },
    },
    providerStep: {
      on: {
        'checkout.paid': { target: 'done', actions: assign({ sessionId: ({ event }) => event.sessionId, paymentError: null }) },
        // The booking holds the car while its payment is open: the driver tries again on it.
        'checkout.paymentFailed': { actions: assign({ paymentError: ({ event }) => event.message }) },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.sessionId! },
    },
  },
  output: ({ context }) => ({ sessionId: context.sessionId }),
})
