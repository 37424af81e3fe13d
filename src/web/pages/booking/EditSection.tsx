// The edit of a booking: the dates, the options the car offers and the additional driver (the form,
// EditForm.tsx, loaded on demand); then the server's quote, old and new price side by side, before
// the driver confirms.
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { BookingEditQuote } from '../../../../machines/bookingPage.machine'
import type { Currency } from '../../../domain/enums'
import { useConfig } from '../../app/config-context'
import { Button } from '../../components/ui/button'
import { TitledSection } from '../../components/ui/titled-section'
import type { MessageId } from '../../i18n/en'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import type { Message } from '../auth/ui'
import { useBookingFormat } from '../bookings/format'
import type { EditFormProps } from './EditForm'

const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })
const errorStyle = css({ color: 'danger', fontWeight: 'medium' })

/** The message of a refused quote or edit (spec §8 wording where it has one). */
export function useEditError(errorCode: string | null): Message | null {
  const config = useConfig()
  if (!errorCode) return null
  switch (errorCode) {
    case 'BOOKING_CONFLICT':
    case 'CONFLICT':
    case 'VALIDATION_ERROR':
      return { id: `booking.error.${errorCode}` }
    case 'RENTAL_TOO_LONG':
      return { id: 'errors.rentalTooLong', values: { days: config.maximumRentalDays } }
    case 'BEYOND_BOOKING_HORIZON':
      return { id: 'errors.beyondBookingHorizon', values: { days: config.bookingHorizonDays } }
    default:
      return { id: 'booking.error.generic' }
  }
}

/** The edit form (its date fields, options and driver fields), loaded once when asked. */
const editForm = onDemand(() => import('./EditForm').then((module) => module.EditForm))

/** Asks for the edit form ahead: the driver comes near the edit button, or the browser is idle. */
export function loadEditForm() {
  // Offline: the form is asked for again when the edit opens.
  editForm.load().catch(() => undefined)
}

/** What the section says while the car's options load, and while the form itself does. */
export function EditLoading() {
  return (
    <p role="status" className={css({ color: 'fg.muted' })}>
      <FormattedMessage id="booking.edit.loadingCar" />
    </p>
  )
}

/** The edit form once it has arrived (asked for at once if it has not); until then, the loading line. */
export function EditFormOnDemand(props: EditFormProps) {
  const [Form, load] = useOnDemand(editForm)
  useEffect(() => {
    if (!Form) load()
  }, [Form, load])
  return Form ? <Form {...props} /> : <EditLoading />
}

interface EditReviewProps {
  quote: BookingEditQuote
  busy: boolean
  error: Message | null
  onConfirm: () => void
  onBack: () => void
}

/** Old and new price side by side, how the difference is settled, then confirm or change again. */
export function EditReview({ quote, busy, error, onConfirm, onBack }: EditReviewProps) {
  const format = useBookingFormat()
  const money = (amount: number, currency: Currency = quote.currency) => format.price(amount, currency)
  const settlement: MessageId =
    quote.settlement === 'unchanged'
      ? 'booking.edit.settlement.unchanged'
      : quote.settlement === 'atCounter'
        ? 'booking.edit.settlement.atCounter'
        : quote.difference >= 0
          ? 'booking.edit.settlement.morePaid'
          : 'booking.edit.settlement.lessPaid'
  const box = css({ flex: '1 1 10rem', display: 'flex', flexDirection: 'column', gap: '0.5', p: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })
  return (
    <section aria-labelledby="booking-edit-review-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id="booking-edit-review-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
        <FormattedMessage id="booking.edit.review" />
      </h3>
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        <div className={box}>
          <dt className={css({ color: 'fg.muted' })}>
            <FormattedMessage id="booking.edit.oldPrice" />
          </dt>
          <dd data-testid="edit-old-price" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {money(quote.oldPrice)}
          </dd>
        </div>
        <div className={box}>
          <dt className={css({ color: 'fg.muted' })}>
            <FormattedMessage id="booking.edit.newPrice" />
          </dt>
          <dd data-testid="edit-new-price" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {money(quote.newPrice)}
          </dd>
        </div>
        <div className={box}>
          <dt className={css({ color: 'fg.muted' })}>
            <FormattedMessage id="booking.edit.difference" />
          </dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {quote.difference > 0 ? '+' : ''}
            {money(quote.difference)}
          </dd>
        </div>
      </dl>
      <p>
        <FormattedMessage id="booking.edit.newDays" values={{ days: quote.days }} />
      </p>
      <p className={css({ fontWeight: 'medium' })}>
        <FormattedMessage id={settlement} values={{ amount: money(Math.abs(quote.difference)) }} />
      </p>
      <p role="alert" className={errorStyle} hidden={!error}>
        {error ? <FormattedMessage id={error.id} values={error.values} /> : null}
      </p>
      <p role="status" className={css({ color: 'fg.muted' })}>
        {busy ? <FormattedMessage id="booking.edit.saving" /> : null}
      </p>
      <div className={actionsRow}>
        <Button onClick={onConfirm} disabled={busy}>
          <FormattedMessage id="booking.edit.confirm" />
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          <FormattedMessage id="booking.edit.back" />
        </Button>
      </div>
    </section>
  )
}

/** The edit section as the machine's state says: loading the car, the form, or the review. */
export function EditSection({ children }: { children: React.ReactNode }) {
  return (
    <TitledSection id="booking-edit" title="booking.edit.title">
      {children}
    </TitledSection>
  )
}
