// Back from the confirmation to the checkout of a booking this tab made: the booking, not a second one.
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { appRoutes } from '../../../domain/routes'
import { Button } from '../../components/ui/button'
import { bookedCheckoutFor, type BookedCheckout } from './booked-checkouts'
import type { CheckoutUrl } from './checkout-url'
import { checkoutSessionPath } from './use-checkout'
import { linkStyle } from './parts'

const noticeStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  alignItems: 'flex-start',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'lg',
})

/**
 * The booking this tab made for this checkout, read after hydration (the server cannot know the
 * tab's storage); `bookAgain` lets the driver past the notice (the booking may have been cancelled).
 */
export function useBookedCheckout(url: CheckoutUrl) {
  const [booked, setBooked] = useState<BookedCheckout | null>(null)
  useEffect(() => setBooked(bookedCheckoutFor(url)), [url])
  return { booked, bookAgain: () => setBooked(null) }
}

/** 'You already booked this car for these dates: booking KT7M4Q9X', with the way to that booking. */
export function AlreadyBooked({ booked, signedIn, onBookAgain }: { booked: BookedCheckout; signedIn: boolean; onBookAgain: () => void }) {
  // A driver's booking page needs the account; a visitor has the confirmation of the checkout.
  const href = signedIn ? `${appRoutes.booking}?b=${encodeURIComponent(booked.bookingId)}` : checkoutSessionPath(booked.sessionId)
  return (
    <div role="status" className={noticeStyle}>
      <p className={css({ fontWeight: 'semibold' })}>
        <FormattedMessage id="checkout.alreadyBooked" values={{ reference: booked.reference }} />
      </p>
      <div
        className={css({
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          flexWrap: 'wrap',
        })}
      >
        <Link href={href} className={linkStyle}>
          <FormattedMessage id={signedIn ? 'checkout.alreadyBooked.seeBooking' : 'checkout.alreadyBooked.seeConfirmation'} />
        </Link>
        <Button variant="outline" size="sm" onClick={onBookAgain}>
          <FormattedMessage id="checkout.alreadyBooked.bookAgain" />
        </Button>
      </div>
    </div>
  )
}
