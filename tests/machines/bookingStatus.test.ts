// Model-based test of the booking status transitions (issue 5 "Booking creation", spec §3/§4) and
// of the driver's actions (issue 9: edit, cancel request, delete, rate).
// @xstate/graph walks the machine from each payment choice (shortest and simple paths); every
// path is replayed on a real actor and checked step by step against the rules written out below,
// independently of the machine. Together the paths must visit every status and take every
// allowed transition; every other (status, event) pair must be refused. The actions are walked
// the same way from every combination of the booking's facts, and every (status, facts, action)
// is checked — allowed or refused, and why — against the issue's rules written out below.
import { getStateNodes } from '@xstate/graph'
import { createActor, transition, type SnapshotFrom } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  CREATED_STATE,
  HOLDS_CAR_TAG,
  HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG,
  NEW_BOOKING_FACTS,
  bookingActionEventTypes,
  bookingStatusEventTypes,
  bookingStatusMachine,
  paymentModes,
  type BookingActionEvent,
  type BookingActionEventType,
  type BookingFacts,
  type BookingStatusEvent,
  type BookingStatusEventType,
  type PaymentMode,
} from '../../machines/bookingStatus.machine'
import {
  actionEvent,
  actionRefusal,
  allowsAction,
  bookingActionNames,
  bookingActions,
  bookingFacts,
  nextStatus,
  type BookingAction,
  type BookingActionRefusal,
} from '../../src/domain/booking-status'
import { bookingStatuses, type BookingStatus } from '../../src/domain/enums'
import { actionPaths, bookingStatusPaths, outerFacts, statusEvents, statusShortestPaths, statusSimplePaths } from './paths/bookingStatus.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

type Snapshot = SnapshotFrom<typeof bookingStatusMachine>

/** The rules of the issue, written out independently of the machine: the ONLY allowed moves. */
const ALLOWED: Record<BookingStatus, Partial<Record<BookingStatusEventType, BookingStatus>>> = {
  void: {
    'booking.paidDeposit': 'deposit',
    'booking.paidInFull': 'paid',
    'booking.paymentExpired': 'cancelled',
    'booking.cancel': 'cancelled',
  },
  pending: { 'booking.confirm': 'reserved', 'booking.cancel': 'cancelled' },
  deposit: { 'booking.paidInFull': 'paid', 'booking.cancel': 'cancelled' },
  paid: { 'booking.cancel': 'cancelled' },
  reserved: { 'booking.cancel': 'cancelled' },
  cancelled: {},
}
const START: Record<PaymentMode, BookingStatus> = { payAtCounter: 'pending', payDeposit: 'void', payInFull: 'void' }
const HOLDING: BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved']

const allowedEdges = Object.entries(ALLOWED).flatMap(([from, moves]) =>
  Object.entries(moves).map(([event, to]) => `${from} --${event}--> ${to}`),
)
const valueOf = (snapshot: Snapshot) => snapshot.value as string

type Walk = { payment: PaymentMode; steps: { event: BookingStatusEvent; status: BookingStatus }[] }

function walks(kind: 'shortest' | 'simple'): Walk[] {
  return pathsOf(kind === 'shortest' ? statusShortestPaths : statusSimplePaths).map(({ start, steps }) => ({
    payment: start.payment,
    steps: steps.map(({ event, state }) => ({ event: event as BookingStatusEvent, status: state.value as BookingStatus })),
  }))
}

const label = ({ payment, steps }: Walk) =>
  `${payment}: ${[START[payment], ...steps.map((s) => `${s.event.type.replace('booking.', '')} → ${s.status}`)].join(' ')}`

/** Replays a walk on a real actor, checking each step against ALLOWED and the car-holding tags. */
function replay({ payment, steps }: Walk) {
  const actor = createActor(bookingStatusMachine, { input: { payment } }).start()
  let expected = START[payment]
  const seen: BookingStatus[] = [valueOf(actor.getSnapshot()) as BookingStatus]
  expect(seen[0]).toBe(expected)
  for (const { event, status } of steps) {
    const to = ALLOWED[expected][event.type]
    expect(to, `${expected} must accept ${event.type}`).toBeDefined()
    actor.send(event)
    expected = to as BookingStatus
    const snapshot = actor.getSnapshot()
    expect(valueOf(snapshot)).toBe(expected)
    expect(status).toBe(expected)
    expect(snapshot.hasTag(HOLDS_CAR_TAG)).toBe(HOLDING.includes(expected))
    expect(snapshot.hasTag(HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG)).toBe(expected === 'void')
    // cancelled is not final any more: the driver may still delete it from their list
    expect(snapshot.status).toBe('active')
    seen.push(expected)
  }
  actor.stop()
  return seen
}

describe('bookingStatus machine shape', () => {
  it('has one state per booking status, plus the transient creation state, and none final', () => {
    const keys = Object.keys(bookingStatusMachine.root.states)
    expect(keys.filter((k) => k !== CREATED_STATE).sort()).toEqual([...bookingStatuses].sort())
    expect(keys).toContain(CREATED_STATE)
    expect(getStateNodes(bookingStatusMachine).filter((n) => n.type === 'final')).toEqual([])
  })

  it('names every event booking.*', () => {
    expect(bookingStatusMachine.events.filter((e) => !e.startsWith('xstate.')).sort()).toEqual(
      [...bookingStatusEventTypes, ...bookingActionEventTypes].sort(),
    )
    expect([...bookingStatusEventTypes, ...bookingActionEventTypes].every((e) => e.startsWith('booking.'))).toBe(true)
  })
})

describe('bookingStatus model — shortest paths', () => {
  const paths = walks('shortest')

  it('reaches exactly the statuses each payment allows', () => {
    const reached = (payment: PaymentMode) =>
      new Set(paths.filter((p) => p.payment === payment).map((p) => p.steps.at(-1)?.status ?? START[payment]))
    expect([...reached('payAtCounter')].sort()).toEqual(['cancelled', 'pending', 'reserved'])
    for (const online of ['payDeposit', 'payInFull'] as const)
      expect([...reached(online)].sort()).toEqual(['cancelled', 'deposit', 'paid', 'void'])
    expect(new Set(paths.flatMap((p) => replay(p)))).toEqual(new Set(bookingStatuses))
  })

  it.each(paths.map((p) => [label(p), p] as const))('%s', (_, walk) => {
    replay(walk)
  })
})

describe('bookingStatus model — coverage', () => {
  it('the paths, together, visit every state and take every transition', () => {
    expect(missingOf(machineCoverage(bookingStatusPaths))).toEqual([])
  })
})

describe('bookingStatus model — simple paths', () => {
  const paths = walks('simple')

  it('takes every allowed transition and no other', () => {
    const taken = new Set<string>()
    for (const walk of paths) {
      let from = START[walk.payment]
      for (const { event, status } of walk.steps) {
        taken.add(`${from} --${event.type}--> ${status}`)
        from = status
      }
    }
    expect([...taken].sort()).toEqual([...allowedEdges].sort())
  })

  it.each(paths.map((p) => [label(p), p] as const))('%s', (_, walk) => {
    replay(walk)
  })
})

describe('bookingStatus — every (status, event) pair', () => {
  const pairs = bookingStatuses.flatMap((status) =>
    bookingStatusEventTypes.map((event) => [status, event, ALLOWED[status][event] ?? null] as const),
  )

  it('covers the whole table', () => {
    expect(pairs).toHaveLength(bookingStatuses.length * bookingStatusEventTypes.length)
    expect(pairs.filter(([, , to]) => to !== null)).toHaveLength(allowedEdges.length)
  })

  it.each(pairs.filter(([, , to]) => to === null))('refuses %s + %s', (status, event) => {
    expect(nextStatus(status, event)).toBeNull()
    for (const payment of paymentModes) {
      const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment, facts: NEW_BOOKING_FACTS } })
      expect(snapshot.can({ type: event })).toBe(false)
    }
  })

  it.each(pairs.filter(([, , to]) => to !== null))('allows %s + %s → %s', (status, event, to) => {
    expect(nextStatus(status, event)).toBe(to)
  })

  it('does not depend on the payment once the booking exists', () => {
    for (const status of bookingStatuses)
      for (const { type } of statusEvents) {
        const outcomes = paymentModes.map((payment) => {
          const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment, facts: NEW_BOOKING_FACTS } })
          return transition(bookingStatusMachine, snapshot, { type })[0].value
        })
        expect(new Set(outcomes).size, `${status} + ${type}`).toBe(1)
      }
  })
})

// ---------------------------------------------------------------- the driver's actions (issue 9)

/**
 * The issue's rules for the driver's actions, written out independently of the machine: null when
 * allowed, else the reason, checked in the order the API explains a refusal.
 */
function expectedRefusal(status: BookingStatus, facts: BookingFacts, action: BookingAction): BookingActionRefusal | null {
  const holding = HOLDING.includes(status)
  switch (action) {
    case 'edit': // only while the booking holds the car, before pick-up, amendments included or bought
      if (!holding) return 'STATUS_NOT_ALLOWED'
      if (facts.started) return 'PICK_UP_PASSED'
      if (facts.cancelRequested) return 'CANCEL_ALREADY_REQUESTED'
      if (!facts.amendmentsAvailable) return 'NO_AMENDMENTS_OPTION'
      return null
    case 'cancel': // not cancelled, not started, no cancel request yet, cancellation included or bought
      if (status === 'cancelled') return 'STATUS_NOT_ALLOWED'
      if (status === 'void' && !facts.paymentOpen) return 'PAYMENT_ENDED'
      if (facts.started) return 'PICK_UP_PASSED'
      if (facts.cancelRequested) return 'CANCEL_ALREADY_REQUESTED'
      if (!facts.cancellationAvailable) return 'NO_CANCELLATION_OPTION'
      return null
    case 'delete': // cancelled bookings and void ones whose payment ended, once
      if (status !== 'cancelled' && status !== 'void') return 'STATUS_NOT_ALLOWED'
      if (status === 'void' && facts.paymentOpen) return 'PAYMENT_OPEN'
      if (facts.deleted) return 'NOT_FOUND'
      return null
    case 'rate': // after drop-off, not cancelled (nor an unpaid void booking), once
      if (!holding) return 'STATUS_NOT_ALLOWED'
      if (!facts.ended) return 'DROP_OFF_NOT_PASSED'
      if (facts.rated) return 'ALREADY_RATED'
      return null
  }
}

const actionOfEvent = Object.fromEntries(bookingActionNames.map((action) => [actionEvent[action], action])) as Record<
  BookingActionEventType,
  BookingAction
>
const recorded: Record<BookingAction, Partial<BookingFacts>> = {
  edit: {},
  cancel: { cancelRequested: true },
  delete: { deleted: true },
  rate: { rated: true },
}

const bools = [false, true] as const
/** Every combination of every fact. */
const allFacts: BookingFacts[] = outerFacts.flatMap((outer) =>
  bools.flatMap((cancelRequested) =>
    bools.flatMap((rated) => bools.map((deleted) => ({ ...outer, cancelRequested, rated, deleted }))),
  ),
)

describe('bookingStatus — the driver\'s actions for every status and every combination of facts', () => {
  it('enumerates every fact combination once', () => {
    expect(allFacts).toHaveLength(3 * 2 ** 6)
    expect(new Set(allFacts.map((f) => JSON.stringify(f))).size).toBe(allFacts.length)
  })

  it.each(bookingStatuses.flatMap((status) => bookingActionNames.map((action) => [status, action] as const)))(
    '%s + %s: allowed and refused exactly as the rules say, with their reason',
    (status, action) => {
      let allowed = 0
      for (const facts of allFacts) {
        const expected = expectedRefusal(status, facts, action)
        const context = `${status} ${action} ${JSON.stringify(facts)}`
        expect(actionRefusal(status, facts, action), context).toBe(expected)
        expect(allowsAction(status, facts, action), context).toBe(expected === null)
        expect(bookingActions(status, facts)[action], context).toBe(expected === null)
        for (const payment of paymentModes) {
          const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment, facts } })
          expect(snapshot.can({ type: actionEvent[action] }), context).toBe(expected === null)
          // an action never changes the status, and records what it did when it is accepted
          const [next] = transition(bookingStatusMachine, snapshot, { type: actionEvent[action] })
          expect(next.value).toBe(status)
          expect(next.context.facts).toEqual(expected === null ? { ...facts, ...recorded[action] } : facts)
        }
        if (expected === null) allowed++
      }
      // the statuses that offer an action allow it for some facts; the others for none
      const offered: Record<BookingAction, BookingStatus[]> = {
        edit: HOLDING,
        cancel: [...HOLDING, 'void'],
        delete: ['cancelled', 'void'],
        rate: HOLDING,
      }
      expect(allowed > 0).toBe(offered[action].includes(status))
    },
  )
})

type ActionWalk = { payment: PaymentMode; facts: BookingFacts; steps: { event: BookingStatusEvent | BookingActionEvent; status: BookingStatus; facts: BookingFacts }[] }

function actionWalks(): ActionWalk[] {
  return pathsOf(actionPaths).map(({ start, steps }) => ({
    payment: start.payment,
    facts: start.facts,
    steps: steps.map(({ event, state }) => ({
      event: event as BookingStatusEvent | BookingActionEvent,
      status: state.value as BookingStatus,
      facts: state.context.facts,
    })),
  }))
}

describe('bookingStatus model — the driver\'s actions, shortest paths from every combination of facts', () => {
  const paths = actionWalks()

  it('replays every path on a real actor against the rules, and takes every allowed action from every status that offers it', () => {
    const taken = new Set<string>()
    for (const { payment, facts: start, steps } of paths) {
      const actor = createActor(bookingStatusMachine, { input: { payment, facts: start } }).start()
      let status = START[payment]
      let facts = start
      for (const step of steps) {
        const action = actionOfEvent[step.event.type as BookingActionEventType]
        if (action) {
          expect(expectedRefusal(status, facts, action), `${status} ${action} ${JSON.stringify(facts)}`).toBeNull()
          facts = { ...facts, ...recorded[action] }
          taken.add(`${status} ${action}`)
        } else {
          const to = ALLOWED[status][step.event.type as BookingStatusEventType]
          expect(to, `${status} must accept ${step.event.type}`).toBeDefined()
          status = to as BookingStatus
        }
        actor.send(step.event)
        expect(actor.getSnapshot().value).toBe(status)
        expect(actor.getSnapshot().context.facts).toEqual(facts)
        expect(step.status).toBe(status)
        expect(step.facts).toEqual(facts)
      }
      // from where the path ends, every action: edit records nothing, so no path ends with it
      for (const action of bookingActionNames) {
        const allowed = expectedRefusal(status, facts, action) === null
        expect(actor.getSnapshot().can({ type: actionEvent[action] }), `${status} ${action} ${JSON.stringify(facts)}`).toBe(allowed)
        if (allowed) taken.add(`${status} ${action}`)
      }
      actor.stop()
    }
    const offered = [
      ...HOLDING.flatMap((s) => [`${s} edit`, `${s} cancel`, `${s} rate`]),
      'void cancel',
      'void delete',
      'cancelled delete',
    ]
    expect([...taken].sort()).toEqual(offered.sort())
  })

  it('refuses a second cancel request, a second rating and a second delete', () => {
    const once = (status: BookingStatus, facts: BookingFacts, action: BookingAction) => {
      const actor = createActor(bookingStatusMachine, { input: { payment: 'payAtCounter', facts } }).start()
      const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment: 'payAtCounter', facts } })
      const [after] = transition(bookingStatusMachine, snapshot, { type: actionEvent[action] })
      actor.stop()
      expect(snapshot.can({ type: actionEvent[action] })).toBe(true)
      expect(after.can({ type: actionEvent[action] })).toBe(false)
    }
    once('paid', { ...NEW_BOOKING_FACTS, cancellationAvailable: true }, 'cancel')
    once('reserved', { ...NEW_BOOKING_FACTS, started: true, ended: true }, 'rate')
    once('cancelled', NEW_BOOKING_FACTS, 'delete')
  })
})

describe('bookingFacts — read from a stored booking', () => {
  const base = {
    status: 'paid' as BookingStatus,
    from: new Date('2030-05-10T10:00:00Z'),
    to: new Date('2030-05-12T10:00:00Z'),
    expiresAt: null,
    amendments: false,
    cancellation: false,
    carAmendments: -1,
    carCancellation: -1,
    cancelRequested: false,
    rated: false,
    deleted: false,
  }

  it('starts at the pick-up time and ends at the drop-off time', () => {
    expect(bookingFacts(base, new Date('2030-05-10T09:59:59Z'))).toMatchObject({ started: false, ended: false })
    expect(bookingFacts(base, new Date('2030-05-10T10:00:00Z'))).toMatchObject({ started: true, ended: false })
    expect(bookingFacts(base, new Date('2030-05-12T10:00:00Z'))).toMatchObject({ started: true, ended: true })
  })

  it('has an option when the car includes it (0) or it was bought, not when it is only offered or unavailable', () => {
    const now = new Date('2030-01-01T00:00:00Z')
    expect(bookingFacts({ ...base, carAmendments: 0, carCancellation: 12 }, now)).toMatchObject({ amendmentsAvailable: true, cancellationAvailable: false })
    expect(bookingFacts({ ...base, carCancellation: 12, cancellation: true }, now)).toMatchObject({ cancellationAvailable: true, amendmentsAvailable: false })
  })

  it('keeps an unpaid booking\'s payment open only until it expires', () => {
    const expiresAt = new Date('2030-01-01T00:30:00Z')
    expect(bookingFacts({ ...base, status: 'void', expiresAt }, new Date('2030-01-01T00:29:00Z')).paymentOpen).toBe(true)
    expect(bookingFacts({ ...base, status: 'void', expiresAt }, new Date('2030-01-01T00:30:00Z')).paymentOpen).toBe(false)
    expect(bookingFacts({ ...base, status: 'void', expiresAt: null }, new Date('2030-01-01T00:00:00Z')).paymentOpen).toBe(false)
    expect(bookingFacts({ ...base, status: 'paid', expiresAt }, new Date('2030-01-01T00:00:00Z')).paymentOpen).toBe(false)
  })
})
