// The edit of a booking: the dates, the options the car offers and the additional driver; then
// the server's quote, old and new price side by side, before the driver confirms.
import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { BookingEditQuote, BookingOptions, Car, EditDraft } from '../../../../machines/bookingPage.machine'
import { draftDatesInOrder } from '../../../../machines/bookingPage.machine'
import { optionsKeptByEdit } from '../../../domain/booking-edit'
import type { Currency } from '../../../domain/enums'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds } from '../../../domain/enums'
import { instantToLocal } from '../../../domain/search-query'
import { useConfig } from '../../app/config-context'
import { DateTimeField } from '../../components/search-form/DateTimeField'
import { Button } from '../../components/ui/button'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { TitledSection } from '../../components/ui/titled-section'
import type { MessageId } from '../../i18n/en'
import { TextField, type Message } from '../auth/ui'
import { useBookingFormat } from '../bookings/format'
import { extraLabel } from '../search/labels'

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

const DRIVER_FIELDS: { key: keyof EditDraft['additionalDriver']; label: MessageId; type: string }[] = [
  { key: 'fullName', label: 'booking.edit.driverFullName', type: 'text' },
  { key: 'email', label: 'booking.edit.driverEmail', type: 'email' },
  { key: 'phone', label: 'booking.edit.driverPhone', type: 'tel' },
  { key: 'birthDate', label: 'booking.edit.driverBirthDate', type: 'date' },
]

interface EditFormProps {
  draft: EditDraft
  car: Car
  /** The options the booking has now (the amendments option it bought stays: the edit uses it). */
  booked: BookingOptions
  busy: boolean
  error: Message | null
  onChange: (draft: EditDraft) => void
  onSubmit: () => void
  onStop: () => void
}

export function EditForm({ draft, car, booked, busy, error, onChange, onSubmit, onStop }: EditFormProps) {
  const intl = useIntl()
  const { language } = useBookingFormat()
  const today = instantToLocal(new Date()).slice(0, 10)
  const [fromDate = '', fromTime = ''] = draft.from.split('T')
  const [toDate = '', toTime = ''] = draft.to.split('T')
  const datesInOrder = draftDatesInOrder(draft)
  const offered = extraKinds.filter((kind) => car[kind] !== EXTRA_UNAVAILABLE)
  const kept = optionsKeptByEdit(booked)
  const setOption = (kind: keyof BookingOptions, on: boolean) => onChange({ ...draft, options: { ...draft.options, [kind]: on } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} aria-busy={busy || undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="booking.edit.intro" />
      </p>
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
        <DateTimeField
          dateLabel="booking.edit.pickUpDate"
          timeLabel="booking.edit.pickUpTime"
          calendarLabel="booking.edit.pickUpCalendar"
          date={fromDate}
          time={fromTime}
          onDateChange={(date) => onChange({ ...draft, from: `${date}T${fromTime}` })}
          onTimeChange={(time) => onChange({ ...draft, from: `${fromDate}T${time}` })}
          min={today}
          language={language}
        />
        <DateTimeField
          dateLabel="booking.edit.dropOffDate"
          timeLabel="booking.edit.dropOffTime"
          calendarLabel="booking.edit.dropOffCalendar"
          date={toDate}
          time={toTime}
          onDateChange={(date) => onChange({ ...draft, to: `${date}T${toTime}` })}
          onTimeChange={(time) => onChange({ ...draft, to: `${toDate}T${time}` })}
          min={fromDate || today}
          language={language}
          message={datesInOrder ? undefined : { id: 'booking.edit.datesOrder' }}
        />
      </div>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '0.5' })}>
          <FormattedMessage id="booking.edit.options" />
        </legend>
        {offered.map((kind) => {
          const included = car[kind] === EXTRA_INCLUDED
          const inUse = kept.includes(kind)
          // An included additional driver is still the driver's choice to add (as at checkout).
          const locked = (included && kind !== 'additionalDriver') || inUse
          const option = intl.formatMessage({ id: extraLabel(kind) })
          return (
            <LabelledCheckbox
              key={kind}
              id={`booking-option-${kind}`}
              label={
                included ? (
                  <FormattedMessage id="booking.price.option.included" values={{ option }} />
                ) : inUse ? (
                  <FormattedMessage id="booking.edit.optionInUse" values={{ option }} />
                ) : (
                  <FormattedMessage id={extraLabel(kind)} />
                )
              }
              checked={locked || draft.options[kind]}
              disabled={locked || busy}
              onChange={(on) => setOption(kind, on)}
            />
          )
        })}
      </fieldset>
      {draft.options.additionalDriver ? (
        <div className={css({ display: 'grid', gap: '1.5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
          {DRIVER_FIELDS.map((fieldInfo) => (
            <TextField
              key={fieldInfo.key}
              id={`booking-driver-${fieldInfo.key}`}
              label={fieldInfo.label}
              type={fieldInfo.type}
              autoComplete="off"
              required
              max={fieldInfo.key === 'birthDate' ? today : undefined}
              value={draft.additionalDriver[fieldInfo.key]}
              onChange={(value) => onChange({ ...draft, additionalDriver: { ...draft.additionalDriver, [fieldInfo.key]: value } })}
            />
          ))}
        </div>
      ) : null}
      <p role="alert" className={errorStyle} hidden={!error}>
        {error ? <FormattedMessage id={error.id} values={error.values} /> : null}
      </p>
      <p role="status" className={css({ color: 'fg.muted' })}>
        {busy ? <FormattedMessage id="booking.edit.quoting" /> : null}
      </p>
      <div className={actionsRow}>
        <Button type="submit" disabled={busy || !datesInOrder}>
          <FormattedMessage id="booking.edit.submit" />
        </Button>
        <Button variant="outline" onClick={onStop} disabled={busy}>
          <FormattedMessage id="booking.edit.stop" />
        </Button>
      </div>
    </form>
  )
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
