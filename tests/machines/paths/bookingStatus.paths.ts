// How the bookingStatus machine's paths are made: the status events from each payment choice
// (shortest and simple paths), and every event — the driver's actions too — from every
// combination of the facts that come from outside the machine.
import {
  NEW_BOOKING_FACTS,
  bookingActionEventTypes,
  bookingStatusEventTypes,
  bookingStatusMachine,
  paymentModes,
  type BookingActionEvent,
  type BookingFacts,
  type BookingStatusEvent,
  type PaymentMode,
} from '../../../machines/bookingStatus.machine'
import { pathPlan } from '../support/paths'

export const statusEvents: BookingStatusEvent[] = bookingStatusEventTypes.map((type) => ({ type }))
const everyEvent: (BookingStatusEvent | BookingActionEvent)[] = [
  ...statusEvents,
  ...bookingActionEventTypes.map((type) => ({ type })),
]

const bools = [false, true] as const
/** Time can only move forward: ended implies started. */
const times = [
  { started: false, ended: false },
  { started: true, ended: false },
  { started: true, ended: true },
]
/** The facts that come from outside the machine (time, payment window, options), every combination. */
export const outerFacts: BookingFacts[] = times.flatMap((time) =>
  bools.flatMap((paymentOpen) =>
    bools.flatMap((amendmentsAvailable) =>
      bools.map((cancellationAvailable) => ({
        ...NEW_BOOKING_FACTS,
        ...time,
        paymentOpen,
        amendmentsAvailable,
        cancellationAvailable,
      })),
    ),
  ),
)

const paymentStarts = paymentModes.map((payment) => ({ name: payment, input: { payment }, payment }))

const statusPlan = (traversal: 'shortest' | 'simple') =>
  pathPlan({
    machine: bookingStatusMachine,
    traversal,
    starts: paymentStarts,
    events: () => statusEvents,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })

/** The status events from each payment choice. */
export const statusShortestPaths = statusPlan('shortest')
export const statusSimplePaths = statusPlan('simple')

/** Every event from every combination of the outer facts: the actions, allowed or refused. */
export const actionPaths = pathPlan({
  machine: bookingStatusMachine,
  traversal: 'shortest',
  starts: paymentModes.flatMap((payment: PaymentMode) =>
    outerFacts.map((facts) => ({ name: `${payment} ${JSON.stringify(facts)}`, input: { payment, facts }, payment, facts })),
  ),
  events: () => everyEvent,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.facts]),
})

export const bookingStatusPaths = [statusShortestPaths, statusSimplePaths, actionPaths]
