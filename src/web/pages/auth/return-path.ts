import { useSearch } from 'wouter'
import { appRouteOf } from '../../../domain/routes'
import type { MessageId } from '../../i18n/en'

// Sign-in can send the user back where they came from (e.g. the checkout they were on):
// `/sign-in?redirect=/checkout?car=…`. Only a path of this site is followed, never another origin.

const PARAM = 'redirect'

/** A same-site path ('/…', not '//host' nor '/\host'), or null. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** The sign-in page's address that comes back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ [PARAM]: returnTo }).toString()}`
}

/** Where the sign-in page goes once signed in: the asked return path, else home. */
export function useReturnPath(): string {
  return safeReturnPath(new URLSearchParams(useSearch()).get(PARAM)) ?? '/'
}

/** Pages that send a signed-out visitor to sign in, and what the sign-in page then says of why. */
const SIGN_IN_REASONS: Partial<Record<NonNullable<ReturnType<typeof appRouteOf>>, MessageId>> = {
  booking: 'auth.signIn.reason.booking',
  bookings: 'auth.signIn.reason.bookings',
  settings: 'auth.signIn.reason.settings',
  notifications: 'auth.signIn.reason.notifications',
  checkout: 'auth.signIn.reason.checkout',
}

/** 'Sign in to see your booking' for a return path to the booking page, and so on; null for others. */
export function signInReason(returnPath: string): MessageId | null {
  return SIGN_IN_REASONS[appRouteOf(new URL(returnPath, 'http://x').pathname) ?? 'home'] ?? null
}
