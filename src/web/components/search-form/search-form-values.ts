// The form's own state and how it becomes search criteria. Dates and times are kept apart
// (a date field and a time field per moment) and joined as wall times 'YYYY-MM-DDTHH:mm' at the
// places: the pick-up's at the pick-up place, the drop-off's at the drop-off place.
import { Temporal } from 'temporal-polyfill'
import type { KnownPlaceZones } from '../../../../machines/search.machine'
import { currentTimeZone, type PlaceZones, type SearchCriteria } from '../../../domain/search-query'
import type { CriteriaIssue } from '../../../domain/search-rules'
import type { LocationOption } from '../../api/search'
import type { MessageId } from '../../i18n/en'

export type SearchFormValues = {
  pickUp: LocationOption | null
  dropOff: LocationOption | null
  sameLocation: boolean
  /** 'YYYY-MM-DD', or '' while the typed date is not a date. */
  fromDate: string
  /** 'HH:mm', or '' while incomplete. */
  fromTime: string
  toDate: string
  toTime: string
}

export const DEFAULT_TIME = '10:00'
/** Default rental: from tomorrow, for three days. */
const DEFAULT_START_IN_DAYS = 1
const DEFAULT_RENTAL_DAYS = 3

export function defaultValues(today: Temporal.PlainDate = Temporal.Now.plainDateISO()): SearchFormValues {
  const from = today.add({ days: DEFAULT_START_IN_DAYS })
  return {
    pickUp: null,
    dropOff: null,
    sameLocation: true,
    fromDate: from.toString(),
    fromTime: DEFAULT_TIME,
    toDate: from.add({ days: DEFAULT_RENTAL_DAYS }).toString(),
    toTime: DEFAULT_TIME,
  }
}

/** The form filled with existing criteria (places are resolved later, by id). */
export function valuesFromCriteria(criteria: SearchCriteria): SearchFormValues {
  const [fromDate = '', fromTime = ''] = criteria.from.split('T')
  const [toDate = '', toTime = ''] = criteria.to.split('T')
  return {
    pickUp: null,
    dropOff: null,
    sameLocation: criteria.pickUpLocation === criteria.dropOffLocation,
    fromDate,
    fromTime,
    toDate,
    toTime,
  }
}

const join = (date: string, time: string) => (date && time ? `${date}T${time}` : '')

export function criteriaOf(values: SearchFormValues): SearchCriteria {
  const pickUpLocation = values.pickUp?.id ?? ''
  return {
    pickUpLocation,
    dropOffLocation: values.sameLocation ? pickUpLocation : (values.dropOff?.id ?? ''),
    from: join(values.fromDate, values.fromTime),
    to: join(values.toDate, values.toTime),
  }
}

/** The chosen drop-off place: the pick-up place when the car goes back there. */
const dropOffPlace = (values: SearchFormValues) => (values.sameLocation ? values.pickUp : values.dropOff)

/**
 * The zones the form's times are judged in: the chosen places'. Before a place is chosen (or while
 * a place from the URL is known by its id only) the visitor's own zone stands in; the server,
 * which knows every place, judges the search again.
 */
export function formZones(values: SearchFormValues): PlaceZones {
  return {
    pickUp: values.pickUp?.timeZone || currentTimeZone(),
    dropOff: dropOffPlace(values)?.timeZone || currentTimeZone(),
  }
}

/** The zones of the chosen places, by id (those known: a place from the URL may be an id only). */
export function chosenPlaceZones(values: SearchFormValues): KnownPlaceZones {
  const zones: Record<string, string> = {}
  for (const place of [values.pickUp, dropOffPlace(values)]) if (place?.timeZone) zones[place.id] = place.timeZone
  return zones
}

/**
 * A new pick-up date; a drop-off date it would overtake moves along, keeping the rental's
 * length in days, so changing the start of a trip does not break its end.
 */
export function withPickUpDate(values: SearchFormValues, fromDate: string): SearchFormValues {
  if (!fromDate || !values.fromDate || !values.toDate || fromDate <= values.fromDate) return { ...values, fromDate }
  const previous = Temporal.PlainDate.from(values.fromDate)
  const days = Math.max(1, previous.until(Temporal.PlainDate.from(values.toDate)).days)
  const toDate = fromDate < values.toDate ? values.toDate : Temporal.PlainDate.from(fromDate).add({ days }).toString()
  return { ...values, fromDate, toDate }
}

export type FieldMessage = { id: MessageId; values?: { hours: number } | { days: number } }

/** The message of a broken rule, in the words of spec §5. */
export function issueMessage(issue: CriteriaIssue): FieldMessage {
  switch (issue.rule) {
    case 'minimumPickUpHours':
      return { id: 'searchForm.error.minimumPickUpHours', values: { hours: issue.hours ?? 0 } }
    case 'minimumRentalHours':
      return { id: 'searchForm.error.minimumRentalHours', values: { hours: issue.hours ?? 0 } }
    case 'maximumRentalDays':
      return { id: 'searchForm.error.maximumRentalDays', values: { days: issue.days ?? 0 } }
    case 'bookingHorizon':
      return { id: 'searchForm.error.bookingHorizon', values: { days: issue.days ?? 0 } }
    default:
      switch (issue.field) {
        case 'pickUpLocation':
          return { id: 'searchForm.error.pickUpLocationRequired' }
        case 'dropOffLocation':
          return { id: 'searchForm.error.dropOffLocationRequired' }
        case 'from':
          return { id: 'searchForm.error.pickUpDateTime' }
        case 'to':
          return { id: 'searchForm.error.dropOffDateTime' }
      }
  }
}

/** The first message of each field (one at a time is enough to act on). */
export function messagesByField(issues: CriteriaIssue[]): Partial<Record<CriteriaIssue['field'], FieldMessage>> {
  const byField: Partial<Record<CriteriaIssue['field'], FieldMessage>> = {}
  for (const issue of issues) byField[issue.field] ??= issueMessage(issue)
  return byField
}
