// A booking's price: the lines it was agreed at, in the currency it was agreed in, and its total in
// the reader's currency at today's rate when that currency is another one.
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Booking } from '../../../../machines/bookingPage.machine'
import type { Currency } from '../../../domain/enums'
import { PriceBreakdown } from '../../components/price-breakdown/PriceBreakdown'
import { TitledSection } from '../../components/ui/titled-section'
import { useBookingFormat } from '../bookings/format'

/** `asked`: the currency the reader chose (the header's). */
export function PriceSection({ booking, asked }: { booking: Booking; asked: Currency }) {
  const { language } = useBookingFormat()
  return (
    <TitledSection id="booking-price" title="booking.section.price">
      <PriceBreakdown breakdown={booking.priceBreakdown} language={language} approximately={booking.approximately} totalTestId="booking-total" />
      {!booking.ratesAvailable && asked !== booking.currency ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <FormattedMessage id="booking.price.otherCurrency" values={{ currency: asked }} />
        </p>
      ) : null}
    </TitledSection>
  )
}
