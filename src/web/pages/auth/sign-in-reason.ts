// What the sign-in page says of why it is shown, from the page it goes back to (kept out of the
// frame's return-path.ts: only the sign-in page needs it).
import { appRouteOf } from '../../../domain/routes'
import type { MessageId } from '../../i18n/en'

/** Pages that send a signed-out visitor to sign in, and what the sign-in page then says of why. */
const SIGN_IN_REASONS: Partial<Record<NonNullable<ReturnType<typeof appRouteOf>>, MessageId>> = {
  booking: 'auth.signIn.reason.booking',
  bookings: 'auth.signIn.reason.bookings',
  settings: 'auth.signIn.reason.settings',
  notifications: 'auth.signIn.reason.notifications',
}

/** 'Sign in to see your booking' for a return path to the booking page, and so on; null for others. */
export function signInReason(returnPath: string): MessageId | null {
  return SIGN_IN_REASONS[appRouteOf(new URL(returnPath, 'http://x').pathname) ?? 'home'] ?? null
}
