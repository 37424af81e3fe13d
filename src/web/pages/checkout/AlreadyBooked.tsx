// Back from the confirmation to the checkout of a booking this tab made: the booking, not a second one.
// Its own chunk: only a driver coming back after booking sees it.
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import type { BookedCheckout } from './booked-checkouts'

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

/** 'You already booked this car for these dates: booking KT7M4Q9X', with the way to that booking. */
export default function AlreadyBooked(props: { booked: BookedCheckout; signedIn: boolean; href: string; onBookAgain: () => void }) {
  const { booked, signedIn, href, onBookAgain } = props
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
        <Link href={href} className={css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })}>
          <FormattedMessage id={signedIn ? 'checkout.alreadyBooked.seeBooking' : 'checkout.alreadyBooked.seeConfirmation'} />
        </Link>
        <Button variant="outline" size="sm" onClick={onBookAgain}>
          <FormattedMessage id="checkout.alreadyBooked.bookAgain" />
        </Button>
      </div>
    </div>
  )
}
