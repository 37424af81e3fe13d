// Model-based test of the booking status transitions (issue 5 "Booking creation", spec §3/§4).
// @xstate/graph walks the machine from each payment choice (shortest and simple paths); every
// path is replayed on a real actor and checked step by step against the rules written out below,
// independently of the machine. Together the paths must visit every status and take every
// allowed transition; every other (status, event) pair must be refused.
import { getShortestPaths, getSimplePaths, getStateNodes } from '@xstate/graph'
import { createActor, transition, type SnapshotFrom } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  CREATED_STATE,
  HOLDS_CAR_TAG,
  HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG,
  bookingStatusEventTypes,
  bookingStatusMachine,
  paymentModes,
  type BookingStatusEvent,
  type BookingStatusEventType,
  type PaymentMode,
} from '../../machines/bookingStatus.machine'
import { nextStatus } from '../../src/domain/booking-status'
import { bookingStatuses, type BookingStatus } from '../../src/domain/enums'
import { targetsOf } from './support/model-paths'

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
const events: BookingStatusEvent[] = bookingStatusEventTypes.map((type) => ({ type }))
const valueOf = (snapshot: Snapshot) => snapshot.value as string

type Walk = { payment: PaymentMode; steps: { event: BookingStatusEvent; status: BookingStatus }[] }

function walks(kind: 'shortest' | 'simple'): Walk[] {
  const traverse = kind === 'shortest' ? getShortestPaths : getSimplePaths
  return paymentModes.flatMap((payment) =>
    traverse(bookingStatusMachine, {
      input: { payment },
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }).map((path) => ({
      payment,
      steps: targetsOf<BookingStatusEvent, BookingStatus>(path).map(({ event, target }) => ({ event, status: target })),
    })),
  )
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
    expect(snapshot.status).toBe(expected === 'cancelled' ? 'done' : 'active')
    seen.push(expected)
  }
  actor.stop()
  return seen
}

describe('bookingStatus machine shape', () => {
  it('has one state per booking status, plus the transient creation state', () => {
    const keys = Object.keys(bookingStatusMachine.root.states)
    expect(keys.filter((k) => k !== CREATED_STATE).sort()).toEqual([...bookingStatuses].sort())
    expect(keys).toContain(CREATED_STATE)
    expect(getStateNodes(bookingStatusMachine).filter((n) => n.type === 'final').map((n) => n.key)).toEqual(['cancelled'])
  })

  it('names every event booking.*', () => {
    expect(bookingStatusMachine.events.filter((e) => !e.startsWith('xstate.')).sort()).toEqual(
      [...bookingStatusEventTypes].sort(),
    )
    expect(bookingStatusEventTypes.every((e) => e.startsWith('booking.'))).toBe(true)
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
      const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment } })
      expect(snapshot.can({ type: event })).toBe(false)
    }
  })

  it.each(pairs.filter(([, , to]) => to !== null))('allows %s + %s → %s', (status, event, to) => {
    expect(nextStatus(status, event)).toBe(to)
  })

  it('does not depend on the payment once the booking exists', () => {
    for (const status of bookingStatuses)
      for (const { type } of events) {
        const outcomes = paymentModes.map((payment) => {
          const snapshot = bookingStatusMachine.resolveState({ value: status, context: { payment } })
          return transition(bookingStatusMachine, snapshot, { type })[0].value
        })
        expect(new Set(outcomes).size, `${status} + ${type}`).toBe(1)
      }
  })
})
