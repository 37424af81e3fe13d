// The edit form of a booking, loaded on demand (EditSection.tsx): the dates (with their calendar
// and time list), the options the car offers and the additional driver (issue 12: none of it is in
// the booking page's first load).
import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { BookingOptions, Car, EditDraft } from '../../../../machines/bookingPage.machine'
import { draftDatesInOrder } from '../../../../machines/bookingPage.machine'
import { optionsKeptByEdit } from '../../../domain/booking-edit'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds } from '../../../domain/enums'
import { instantToLocal, type PlaceZones } from '../../../domain/search-query'
import { DateTimeField } from '../../components/search-form/DateTimeField'
import { Button } from '../../components/ui/button'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import type { MessageId } from '../../i18n/en'
import { LocalDateInput } from '../../components/ui/local-date-input'
import { TextField, type Message } from '../auth/ui'
import { useBookingFormat } from '../bookings/format'
import { extraLabel } from '../search/labels'

const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })
const errorStyle = css({ color: 'danger', fontWeight: 'medium' })

const DRIVER_FIELDS: { key: keyof EditDraft['additionalDriver']; label: MessageId; type: string }[] = [
  { key: 'fullName', label: 'booking.edit.driverFullName', type: 'text' },
  { key: 'email', label: 'booking.edit.driverEmail', type: 'email' },
  { key: 'phone', label: 'booking.edit.driverPhone', type: 'tel' },
  { key: 'birthDate', label: 'booking.edit.driverBirthDate', type: 'date' },
]

export interface EditFormProps {
  draft: EditDraft
  car: Car
  /** The options the booking has now (the amendments option it bought stays: the edit uses it). */
  booked: BookingOptions
  /** The booking's places' time zones: the draft's times are wall times of them. */
  zones: PlaceZones
  busy: boolean
  error: Message | null
  onChange: (draft: EditDraft) => void
  onSubmit: () => void
  onStop: () => void
}

export function EditForm({ draft, car, booked, zones, busy, error, onChange, onSubmit, onStop }: EditFormProps) {
  const intl = useIntl()
  const { language } = useBookingFormat()
  // the calendar's first day: today at the pick-up place
  const today = instantToLocal(new Date(), zones.pickUp).slice(0, 10)
  const [fromDate = '', fromTime = ''] = draft.from.split('T')
  const [toDate = '', toTime = ''] = draft.to.split('T')
  const datesInOrder = draftDatesInOrder(draft, zones)
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
          hint="searchForm.pickUpTimeHint"
          date={fromDate}
          time={fromTime}
          onDateChange={(date) => onChange({ ...draft, from: `${date}T${fromTime}` })}
          onTimeChange={(time) => onChange({ ...draft, from: `${fromDate}T${time}` })}
          min={today}
          language={language}
          trip={{ from: fromDate, to: toDate }}
          correctionNote="searchForm.setToToday"
        />
        <DateTimeField
          dateLabel="booking.edit.dropOffDate"
          timeLabel="booking.edit.dropOffTime"
          calendarLabel="booking.edit.dropOffCalendar"
          hint="searchForm.dropOffTimeHint"
          date={toDate}
          time={toTime}
          onDateChange={(date) => onChange({ ...draft, to: `${date}T${toTime}` })}
          onTimeChange={(time) => onChange({ ...draft, to: `${toDate}T${time}` })}
          min={fromDate || today}
          language={language}
          trip={{ from: fromDate, to: toDate }}
          correctionNote="searchForm.setToPickUp"
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
              valueInput={fieldInfo.key === 'birthDate' ? LocalDateInput : undefined}
              placeholder={fieldInfo.key === 'birthDate' ? intl.formatMessage({ id: 'booking.edit.datePlaceholder' }) : undefined}
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
