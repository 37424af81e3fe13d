// Drizzle description of the data model. The SQL migrations in ./migrations are what
// builds the database; this file must agree with them (tests/api/database.test.ts checks it).
// Not expressible here and therefore only in SQL: the btree_gist exclusion constraint
// `bookings_no_overlap`, the covering index `bookings_blocking_idx`, the expression indexes on
// lower(email) and the fold_text() function.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  bookingStatuses,
  carAvailabilities,
  carRanges,
  currencies,
  fuelPolicies,
  fuelTypes,
  gearboxes,
  languages,
  multimediaKinds,
  paginationModes,
  paymentGateways,
  socialSignInProviders,
  userTypes,
} from '../../domain/enums'
import type { AgreedLine } from '../../domain/price'
import type { Notice, NoticeKind } from '../notifications/notice-texts'
import { BOOKING_HORIZON_DAYS, GUEST_CONFIRMATION_HOURS, GUEST_PAY_AT_COUNTER_LIMIT, MAXIMUM_RENTAL_DAYS } from '../../domain/constants'

/** Names in every interface language, e.g. { en: 'Paris', fr: 'Paris', es: 'París' }. */
export type LocalizedNames = { en: string; fr: string; es: string }

export const userTypeEnum = pgEnum('user_type', userTypes)
export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes)
export const carRangeEnum = pgEnum('car_range', carRanges)
export const multimediaEnum = pgEnum('multimedia', multimediaKinds)
export const gearboxEnum = pgEnum('gearbox', gearboxes)
export const fuelPolicyEnum = pgEnum('fuel_policy', fuelPolicies)
export const carAvailabilityEnum = pgEnum('car_availability', carAvailabilities)
export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses)
export const paymentGatewayEnum = pgEnum('payment_gateway', paymentGateways)
export const socialSignInProviderEnum = pgEnum('social_sign_in_provider', socialSignInProviders)
export const languageEnum = pgEnum('language', languages)
export const currencyEnum = pgEnum('currency', currencies)
export const paginationModeEnum = pgEnum('pagination_mode', paginationModes)
export const tokenPurposeEnum = pgEnum('token_purpose', ['activation', 'reset'])

// Shared column helpers: money as whole cents (bigint, migration 0017) read as a JS number, instants as timestamptz.
const money = (name: string) => bigint(name, { mode: 'number' })
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const day = (name: string) => date(name, { mode: 'string' })
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)
const createdAt = () => instant('created_at').notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: id(),
    type: userTypeEnum('type').notNull().default('user'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location'),
    bio: text('bio'),
    birthDate: day('birth_date'),
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: instant('verified_at'),
    /** Suspended: a blacklisted account cannot sign in. */
    blacklisted: boolean('blacklisted').notNull().default(false),
    language: languageEnum('language').notNull().default('en'),
    enableEmailNotifications: boolean('enable_email_notifications').notNull().default(true),
    /** File name; suppliers' logos are served under /images/suppliers/. */
    avatar: text('avatar'),
    /** File name of the driver's licence (private upload). */
    license: text('license'),
    socialProvider: socialSignInProviderEnum('social_provider'),
    // Supplier-only fields.
    payLater: boolean('pay_later').notNull().default(false),
    licenseRequired: boolean('license_required').notNull().default(false),
    /** Supplier markup in percent, added to a booking total at the end (spec §9). */
    priceChangeRate: numeric('price_change_rate', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('users_type_idx').on(t.type)],
)

export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    /** SHA-256 of the random token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tokens_token_hash_key').on(t.tokenHash), index('tokens_user_id_idx').on(t.userId)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stayConnected: boolean('stay_connected').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const countries = pgTable('countries', {
  id: id(),
  /** ISO 3166-1 alpha-2, e.g. FR. */
  code: text('code').notNull().unique('countries_code_key'),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  createdAt: createdAt(),
})

export const locations = pgTable(
  'locations',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone of the place's clock ('Europe/Paris'): its pick-up and drop-off times are wall times of it. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('locations_country_id_idx').on(t.countryId)],
)

export const cars = pgTable(
  'cars',
  {
    id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minimumAge: integer('minimum_age').notNull().default(21),
    /** File name under /images/cars/. */
    image: text('image').notNull(),
    dailyPrice: money('daily_price').notNull(),
    discountedDailyPrice: money('discounted_daily_price'),
    biWeeklyPrice: money('bi_weekly_price'),
    discountedBiWeeklyPrice: money('discounted_bi_weekly_price'),
    weeklyPrice: money('weekly_price'),
    discountedWeeklyPrice: money('discounted_weekly_price'),
    monthlyPrice: money('monthly_price'),
    discountedMonthlyPrice: money('discounted_monthly_price'),
    isDateBasedPrice: boolean('is_date_based_price').notNull().default(false),
    deposit: money('deposit').notNull(),
    availability: carAvailabilityEnum('availability').notNull().default('available'),
    fullyBooked: boolean('fully_booked').notNull().default(false),
    comingSoon: boolean('coming_soon').notNull().default(false),
    fuelType: fuelTypeEnum('fuel_type').notNull(),
    gearbox: gearboxEnum('gearbox').notNull(),
    aircon: boolean('aircon').notNull().default(true),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    fuelPolicy: fuelPolicyEnum('fuel_policy').notNull(),
    /** Kilometres per day; -1 = unlimited. */
    mileage: integer('mileage').notNull(),
    // Extras: -1 unavailable, 0 included, > 0 price.
    cancellation: money('cancellation').notNull().default(-1),
    amendments: money('amendments').notNull().default(-1),
    theftProtection: money('theft_protection').notNull().default(-1),
    collisionDamageWaiver: money('collision_damage_waiver').notNull().default(-1),
    fullInsurance: money('full_insurance').notNull().default(-1),
    additionalDriver: money('additional_driver').notNull().default(-1),
    range: carRangeEnum('range').notNull(),
    multimedia: multimediaEnum('multimedia').array().notNull().default(sql`'{}'`),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    trips: integer('trips').notNull().default(0),
    /** How many renters' ratings `rating` is the mean of (migration 0019): 0 exactly when rating is null, never above trips. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** g/km; null when unknown. */
    co2: integer('co2'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cars_supplier_id_idx').on(t.supplierId),
    check('cars_rating_check', sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
    check('cars_rating_count_check', sql`${t.ratingCount} >= 0 AND ${t.ratingCount} <= ${t.trips}`),
    check('cars_rating_backed_check', sql`(${t.rating} IS NULL) = (${t.ratingCount} = 0)`),
    check('cars_mileage_check', sql`${t.mileage} = -1 OR ${t.mileage} > 0`),
  ],
)

export const carLocations = pgTable(
  'car_locations',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'car_locations_pkey', columns: [t.carId, t.locationId] }), index('car_locations_location_id_car_id_idx').on(t.locationId, t.carId)],
)

export const carDatePrices = pgTable(
  'car_date_prices',
  {
    id: id(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    dailyPrice: money('daily_price').notNull(),
  },
  (t) => [
    index('car_date_prices_car_id_idx').on(t.carId),
    check('car_date_prices_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
)

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    pickUpLocationId: uuid('pick_up_location_id')
      .notNull()
      .references(() => locations.id),
    dropOffLocationId: uuid('drop_off_location_id')
      .notNull()
      .references(() => locations.id),
    from: instant('from').notNull(),
    to: instant('to').notNull(),
    status: bookingStatusEnum('status').notNull().default('pending'),
    cancellation: boolean('cancellation').notNull().default(false),
    amendments: boolean('amendments').notNull().default(false),
    theftProtection: boolean('theft_protection').notNull().default(false),
    collisionDamageWaiver: boolean('collision_damage_waiver').notNull().default(false),
    fullInsurance: boolean('full_insurance').notNull().default(false),
    additionalDriver: boolean('additional_driver').notNull().default(false),
    /** The agreed total: the sum of `priceLines`, in cents of `currency`. */
    price: money('price').notNull(),
    /** The car's deposit at booking, in cents of `currency`. */
    depositAmount: money('deposit_amount'),
    /** The currency the booking was agreed (and charged) in. */
    currency: currencyEnum('currency').notNull().default('USD'),
    /** The priced lines the driver agreed to (migration 0017), written at the checkout and at each edit. */
    priceLines: jsonb('price_lines').$type<AgreedLine[]>().notNull(),
    isDeposit: boolean('is_deposit').notNull().default(false),
    isPayLater: boolean('is_pay_later').notNull().default(false),
    paymentGateway: paymentGatewayEnum('payment_gateway'),
    providerSessionId: text('provider_session_id'),
    providerOrderId: text('provider_order_id'),
    checkoutReference: text('checkout_reference'),
    /**
     * The reference a person can read out (BookingReference: 8 characters without look-alikes), unique.
     * The server draws it (booking-reference.ts); the SQL default booking_reference() serves other writers.
     */
    reference: text('reference').notNull().default(sql`booking_reference()`),
    /** Unpaid bookings expire once after the payment session lifetime. */
    expiresAt: instant('expires_at'),
    cancelRequest: boolean('cancel_request').notNull().default(false),
    cancelRequestedAt: instant('cancel_requested_at'),
    /** The driver removed it from their list (migration 0009); the supplier still sees it. */
    deletedByDriver: boolean('deleted_by_driver').notNull().default(false),
    /** Paid online (cents of the booking's currency), recorded when an edit reprices a booking paid online; null before. */
    paidOnlineAmount: money('paid_online_amount'),
    /** The client network a booking of an unconfirmed driver was made from (migration 0015); null for others. */
    clientNetwork: text('client_network'),
    /** What the online provider charges (the deposit or the price, converted at booking time); null at the counter. */
    paymentAmount: money('payment_amount'),
    paymentCurrency: currencyEnum('payment_currency'),
    /** This checkout created the driver's account (a visitor): the activation e-mail went out with it. */
    guestAccount: boolean('guest_account').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_driver_id_idx').on(t.driverId),
    index('bookings_supplier_id_idx').on(t.supplierId),
    index('bookings_car_id_idx').on(t.carId),
    index('bookings_void_expires_at_idx').on(t.expiresAt).where(sql`status = 'void'`),
    uniqueIndex('bookings_checkout_reference_key').on(t.checkoutReference),
    uniqueIndex('bookings_provider_session_id_key').on(t.providerSessionId),
    uniqueIndex('bookings_reference_key').on(t.reference),
    check('bookings_period_check', sql`${t.to} > ${t.from}`),
    check('bookings_reference_format', sql`${t.reference} ~ '^[2-9A-HJKMNP-Z]{8}$'`),
    check('bookings_paid_online_amount_check', sql`${t.paidOnlineAmount} >= 0`),
    index('bookings_driver_list_idx').on(t.driverId, t.from.desc(), t.createdAt.desc()).where(sql`NOT deleted_by_driver`),
    // + bookings_no_overlap EXCLUDE USING gist (SQL only, see migration 0004).
    // + bookings_blocking_idx with INCLUDE columns for the search (SQL only, see migration 0006).
  ],
)

export const additionalDrivers = pgTable('additional_drivers', {
  id: id(),
  bookingId: uuid('booking_id')
    .notNull()
    .unique('additional_drivers_booking_id_key')
    .references(() => bookings.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  birthDate: day('birth_date').notNull(),
})

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The wording when it was written: what a notification of no known kind shows. */
    message: text('message').notNull(),
    /** What it tells (migration 0018), worded when read in the reader's language: src/server/notifications/notice-texts.ts. */
    kind: text('kind').$type<NoticeKind>(),
    facts: jsonb('facts').$type<Notice['facts']>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_id_idx').on(t.userId, t.createdAt), check('notifications_kind_facts_check', sql`(${t.kind} IS NULL) = (${t.facts} IS NULL)`)],
)

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text('email').notNull(),
  language: languageEnum('language').notNull().default('en'),
  createdAt: createdAt(),
  /** Set from the confirmation link (double opt-in); only confirmed subscriptions receive newsletters. */
  confirmedAt: instant('confirmed_at'),
  /** SHA-256 of the token of the confirmation and unsubscribe links. */
  tokenDigest: text('token_digest'),
})

/** Exactly one row (id = 1), created by the migration with the spec §9 defaults. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    minimumPickUpHours: integer('minimum_pick_up_hours').notNull().default(1),
    minimumRentalHours: integer('minimum_rental_hours').notNull().default(1),
    minimumDriverAge: integer('minimum_driver_age').notNull().default(21),
    hideSuppliers: boolean('hide_suppliers').notNull().default(false),
    paginationMode: paginationModeEnum('pagination_mode').notNull().default('classic'),
    languageFromIp: boolean('language_from_ip').notNull().default(false),
    /** The longest rental that can be searched or booked (issue 13's booking limits). */
    maximumRentalDays: integer('maximum_rental_days').notNull().default(MAXIMUM_RENTAL_DAYS),
    /** How far ahead a rental may end, in days from now. */
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(BOOKING_HORIZON_DAYS),
    /** Pay-at-the-counter bookings a guest account may hold until its e-mail is confirmed (migration 0010). */
    guestPayAtCounterLimit: integer('guest_pay_at_counter_limit').notNull().default(GUEST_PAY_AT_COUNTER_LIMIT),
    /** Hours after which an unconfirmed guest's pay-at-the-counter booking is released. */
    guestConfirmationHours: integer('guest_confirmation_hours').notNull().default(GUEST_CONFIRMATION_HOURS),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_maximum_rental_days_check', sql`${t.maximumRentalDays} >= 1`),
    check('settings_booking_horizon_days_check', sql`${t.bookingHorizonDays} >= 1`),
  ],
)

/** Provider events already handled; the unique (provider, event_id) makes webhooks idempotent. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: paymentGatewayEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_id_key').on(t.provider, t.eventId)],
)

/** A renter's rating of the car of one booking (issue 9), once per booking; the car's rating is their mean. */
export const bookingRatings = pgTable(
  'booking_ratings',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('booking_ratings_booking_id_key')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_ratings_car_id_idx').on(t.carId),
    check('booking_ratings_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('booking_ratings_comment_check', sql`char_length(${t.comment}) <= 1000`),
  ],
)

/** E-mails to deliver (migration 0010): written in the transaction that causes them, sent by the outbox worker. */
export const outbox = pgTable('outbox', {
  id: id(),
  /** The Message-ID header (`<…@…>`): the same on every attempt, so a receiver can drop a duplicate. */
  messageId: text('message_id').notNull().unique('outbox_message_id_key'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  replyTo: text('reply_to'),
  attachments: jsonb('attachments').$type<{ filename: string; content: string; contentType: string }[]>(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
  failedAt: instant('failed_at'),
  lastError: text('last_error'),
  createdAt: createdAt(),
})

/** Fixed-window request counters of the rate limits, shared by every server instance (migration 0010). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: instant('reset_at').notNull(),
})
