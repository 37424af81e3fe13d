// Enumerations of spec §3, spelt exactly as the spec spells them. The contract
// (openapi/openapi.yaml) and the database enum types use the same values.

export const fuelTypes = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const
export type FuelType = (typeof fuelTypes)[number]

export const carRanges = ['mini', 'midi', 'maxi', 'scooter', 'bus', 'truck', 'caravan'] as const
export type CarRange = (typeof carRanges)[number]

export const multimediaKinds = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'] as const
export type Multimedia = (typeof multimediaKinds)[number]

export const gearboxes = ['manual', 'automatic'] as const
export type Gearbox = (typeof gearboxes)[number]

export const fuelPolicies = ['likeForlike', 'freeTank', 'fullToFull', 'FullToEmpty'] as const
export type FuelPolicy = (typeof fuelPolicies)[number]

/** In a car, mileage -1 means unlimited, otherwise kilometres per day. */
export const mileageKinds = ['limited', 'unlimited'] as const
export type MileageKind = (typeof mileageKinds)[number]
export const UNLIMITED_MILEAGE = -1

export const carAvailabilities = ['available', 'unavailable'] as const
export type CarAvailability = (typeof carAvailabilities)[number]

export const bookingStatuses = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export const recordKinds = ['admin', 'supplier', 'user', 'car', 'location', 'country'] as const
export type RecordKind = (typeof recordKinds)[number]

/** `user` is shown as "Driver" in the interface. */
export const userTypes = ['admin', 'supplier', 'user'] as const
export type UserType = (typeof userTypes)[number]

/** The card payment provider and the alternative online payment provider. */
export const paymentGateways = ['Stripe', 'PayPal'] as const
export type PaymentGateway = (typeof paymentGateways)[number]

export const socialSignInProviders = ['facebook', 'apple', 'google'] as const
export type SocialSignInProvider = (typeof socialSignInProviders)[number]

export const appTypes = ['backend', 'frontend'] as const
export type AppType = (typeof appTypes)[number]
/** This application identifies itself as the frontend side. */
export const APP_TYPE: AppType = 'frontend'

/** Car extras: -1 unavailable, 0 included, a positive number is the price. */
export const extraKinds = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const
export type ExtraKind = (typeof extraKinds)[number]
export const EXTRA_UNAVAILABLE = -1
export const EXTRA_INCLUDED = 0
/** Per-booking extras; the others are charged per day (spec §9). */
export const perBookingExtras: readonly ExtraKind[] = ['cancellation', 'amendments']

export const languages = ['en', 'fr', 'es'] as const
export type Language = (typeof languages)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const currencies = ['USD', 'EUR', 'GBP', 'AUD'] as const
export type Currency = (typeof currencies)[number]
export const BASE_CURRENCY: Currency = 'USD'

export const colorModes = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof colorModes)[number]

export const paginationModes = ['classic', 'infiniteScroll'] as const
export type PaginationMode = (typeof paginationModes)[number]
