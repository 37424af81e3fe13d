import Search from 'lucide-react/icons/search'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Temporal } from 'temporal-polyfill'
import { useLocation } from 'wouter'
import { EMPTY_SEARCH_QUERY, searchQueryString, type SearchCriteria } from '../../../domain/search-query'
import { validateCriteria, type CriteriaField, type CriteriaIssue } from '../../../domain/search-rules'
import type { KnownPlaceZones } from '../../../../machines/search.machine'
import type { LocationOption } from '../../api/search'
import { notePlaceZones } from '../../api/place-zones'
import { useConfig } from '../../app/config-context'
import { useLanguage } from '../../app/language-context'
import { Button } from '../ui/button'
import { LabelledCheckbox } from '../ui/checkbox'
import { DateTimeField } from './DateTimeField'
import { area, formCard, labelSpacer, oneRow, submitButton, withDropOff } from './layout'
import { LocationField } from './LocationField'
import {
  chosenPlaceZones,
  criteriaOf,
  defaultValues,
  formZones,
  messagesByField,
  valuesFromCriteria,
  withPickUpDate,
  type SearchFormValues,
} from './search-form-values'
import { useInitialLocations, type Places } from './use-initial-locations'
import { useCatalogueAreas } from '../../i18n/use-catalogue-areas'

const SEARCH_FORM_AREAS = ['searchForm'] as const

export type SearchFormProps = {
  /** Criteria to show (the results page); the defaults otherwise. */
  initialCriteria?: SearchCriteria | null
  /** Called with valid criteria and the chosen places' time zones; without it, the form opens the results page. */
  onSubmit?: (criteria: SearchCriteria, placeZones: KnownPlaceZones) => void
}

/** With the same place for both ends, the drop-off place is not the visitor's to fix. */
const visible = (issues: CriteriaIssue[], sameLocation: boolean) =>
  sameLocation ? issues.filter((issue) => issue.field !== 'dropOffLocation') : issues

/** A place known only by its id (from the URL) until its name and time zone arrive. */
const placeById = (id: string): LocationOption => ({
  id,
  name: '',
  timeZone: '',
  countryId: '',
  countryName: '',
  countryCode: '',
  latitude: 0,
  longitude: 0,
})

function initialValues(criteria: SearchCriteria | null | undefined, named: Places | null): SearchFormValues {
  if (!criteria) return defaultValues()
  return {
    ...valuesFromCriteria(criteria),
    pickUp: named?.pickUp ?? placeById(criteria.pickUpLocation),
    dropOff: named?.dropOff ?? placeById(criteria.dropOffLocation),
  }
}

/** Places and dates of a rental: validated with the rules of spec §5, then searched. */
export function SearchForm({ initialCriteria, onSubmit }: SearchFormProps) {
  // Its texts are a catalogue area of their own (loaded with the pages that show the form).
  useCatalogueAreas(SEARCH_FORM_AREAS)
  const intl = useIntl()
  const config = useConfig()
  const { language } = useLanguage()
  const [, navigate] = useLocation()
  // Named at once when the server read the places (a results page), else once they are read.
  const resolved = useInitialLocations(initialCriteria, language)
  const [values, setValues] = useState(() => initialValues(initialCriteria, resolved))
  // Messages appear on the first submit, then follow every change.
  const [attempted, setAttempted] = useState(false)
  const refs = {
    pickUpLocation: useRef<HTMLInputElement>(null),
    dropOffLocation: useRef<HTMLInputElement>(null),
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
  } satisfies Record<CriteriaField, unknown>

  useEffect(() => {
    if (!resolved) return
    // Replace the id-only places by the named ones, unless the visitor already chose others.
    const named = (current: LocationOption | null, found: LocationOption | null) =>
      current && found && current.id === found.id && current.name === '' ? found : current
    setValues((v) => ({ ...v, pickUp: named(v.pickUp, resolved.pickUp), dropOff: named(v.dropOff, resolved.dropOff) }))
  }, [resolved])

  const limits = {
    minimumPickUpHours: config.minimumPickUpHours,
    minimumRentalHours: config.minimumRentalHours,
    maximumRentalDays: config.maximumRentalDays,
    bookingHorizonDays: config.bookingHorizonDays,
  }
  // The times are the places' wall times: judged, and the calendar's first day taken, at the places.
  const zones = formZones(values)
  const issuesNow = () => visible(validateCriteria(criteriaOf(values), new Date(), limits, zones), values.sameLocation)
  const messages = attempted ? messagesByField(issuesNow()) : {}
  const today = Temporal.Now.plainDateISO(zones.pickUp).toString()
  // both calendars mark the whole trip, from the pick-up day to the drop-off day
  const trip = { from: values.fromDate, to: values.toDate }
  const set = (change: Partial<SearchFormValues>) => setValues((v) => ({ ...v, ...change }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const issues = issuesNow()
    setAttempted(true)
    if (issues.length > 0) {
      // The first field to fix gets the focus; its message is read with it (aria-describedby).
      refs[issues[0]!.field].current?.focus()
      return
    }
    const criteria = criteriaOf(values)
    const placeZones = chosenPlaceZones(values)
    if (onSubmit) onSubmit(criteria, placeZones)
    else {
      // the results page opened next judges the criteria at these places
      notePlaceZones(placeZones)
      navigate(`/search?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria })}`)
    }
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'searchForm.name' })}
      noValidate
      onSubmit={submit}
      className={`${formCard} ${values.sameLocation ? oneRow : withDropOff}`}
    >
      <div className={area.pickUp}>
        <LocationField
          label={intl.formatMessage({ id: 'searchForm.pickUpLocation' })}
          value={values.pickUp}
          onChange={(pickUp) => set({ pickUp })}
          language={language}
          message={messages.pickUpLocation}
          inputRef={refs.pickUpLocation}
        />
      </div>
      <div className={area.same}>
        {/* 'Return to same location': on by default; off shows a separate drop-off place. */}
        <LabelledCheckbox
          label={<FormattedMessage id="searchForm.sameLocation" />}
          checked={values.sameLocation}
          onChange={(sameLocation) => set({ sameLocation })}
        />
      </div>
      {values.sameLocation ? null : (
        <div className={area.dropOff}>
          <LocationField
            label={intl.formatMessage({ id: 'searchForm.dropOffLocation' })}
            value={values.dropOff}
            onChange={(dropOff) => set({ dropOff })}
            language={language}
            message={messages.dropOffLocation}
            inputRef={refs.dropOffLocation}
          />
        </div>
      )}
      <div className={area.from}>
        <DateTimeField
          dateLabel="searchForm.pickUpDate"
          timeLabel="searchForm.pickUpTime"
          calendarLabel="searchForm.pickUpCalendar"
          // one place: one line says whose clock both times are (a phone's first screen is short)
          hint={values.sameLocation ? 'searchForm.timesHint' : 'searchForm.pickUpTimeHint'}
          date={values.fromDate}
          time={values.fromTime}
          onDateChange={(fromDate) => setValues((v) => withPickUpDate(v, fromDate))}
          onTimeChange={(fromTime) => set({ fromTime })}
          min={today}
          correctionNote="searchForm.setToToday"
          language={language}
          message={messages.from}
          dateRef={refs.from}
          trip={trip}
        />
      </div>
      <div className={area.to}>
        <DateTimeField
          dateLabel="searchForm.dropOffDate"
          timeLabel="searchForm.dropOffTime"
          calendarLabel="searchForm.dropOffCalendar"
          hint={values.sameLocation ? undefined : 'searchForm.dropOffTimeHint'}
          date={values.toDate}
          time={values.toTime}
          onDateChange={(toDate) => set({ toDate })}
          onTimeChange={(toTime) => set({ toTime })}
          min={values.fromDate && values.fromDate > today ? values.fromDate : today}
          correctionNote="searchForm.setToPickUp"
          language={language}
          message={messages.to}
          dateRef={refs.to}
          trip={trip}
        />
      </div>
      <div className={area.submit}>
        <span aria-hidden className={labelSpacer}>
          &nbsp;
        </span>
        <Button type="submit" size="lg" className={submitButton}>
          <Search aria-hidden />
          <FormattedMessage id="searchForm.submit" />
        </Button>
      </div>
    </form>
  )
}
