// Model-based test of the notifications machine (issue 9): @xstate/graph walks the unread counter
// and the page together, with the server's answers given as `xstate.done.actor.<id>` /
// `xstate.error.actor.<id>` events and the poll back-off as its `xstate.after.pollDelay…` event.
// Each shortest path is replayed on a real actor with a simulated clock and requests the test
// settles, and checked against the rules written out here: nothing is deleted without a
// confirmation, every change reloads the page and asks the counter again, a hidden tab never polls.
// Focused tests follow for the back-off schedule, the hidden tab, paging and the failures.
import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  notificationsMachine,
  pollDelay,
  type ApplyActionInput,
  type FetchPageInput,
} from '../../machines/notifications.machine'
import {
  done,
  emptyPage,
  failed,
  first,
  firstPage,
  notificationsPaths,
  PAGE_SIZE,
  pageOf,
  pastTheEnd,
  second,
  secondPage,
  third,
  tick,
  userId,
  type Step,
} from './paths/notifications.paths'
import { missingOf } from './support/coverage'
import { deferredRequests, flush } from './support/deferred-requests'
import { machineCoverage, pathsOf } from './support/paths'

function harness() {
  const clock = new SimulatedClock()
  const requests = deferredRequests<'fetchCounter' | 'fetchPage' | 'applyAction', unknown>()
  const machine = notificationsMachine.provide({
    actors: {
      fetchCounter: requests.double('fetchCounter') as never,
      fetchPage: requests.double('fetchPage') as never,
      applyAction: requests.double('applyAction') as never,
    },
  })
  const actor = createActor(machine, { input: { userId, pageSize: PAGE_SIZE, language: 'fr', hidden: false }, clock }).start()
  return { actor, clock, requests, made: (name: string) => requests.requests.filter((r) => r.actor === name) }
}
type Harness = ReturnType<typeof harness>

/** Replays one step: an answer settles its request, the tick advances the clock by exactly the back-off. */
async function play({ actor, clock, requests }: Harness, event: Step) {
  if (event.type.startsWith('xstate.done.actor') || event.type.startsWith('xstate.error.actor')) await requests.settle(event)
  else if (event.type === tick.type) {
    const delay = pollDelay(actor.getSnapshot().context.quietPolls)
    clock.increment(delay - 1)
    expect(actor.getSnapshot().matches({ counter: 'waiting' })).toBe(true)
    clock.increment(1)
  } else actor.send(event as never)
  await flush()
}

describe('notifications model', () => {
  const stepsOf = (start: string) => pathsOf(notificationsPaths).filter((path) => path.start.name === start).map((path) => path.steps)
  const paths = stepsOf('counter and page')
  const label = (steps: (typeof paths)[number]) =>
    steps.map(({ event }) => event.type.replace('notifications.', '').replace('xstate.', '').replace('.actor', '')).join(' → ') || 'start'

  it('reaches every state of both regions and takes every transition', () => {
    expect(paths.length).toBeGreaterThan(100)
    expect(missingOf(machineCoverage([notificationsPaths]))).toEqual([])
  })

  it.each(paths.map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const h = harness()
    let confirmed = false
    let applied = 0
    for (const { event, state } of steps) {
      const before = h.actor.getSnapshot()
      const counterRequests = h.made('fetchCounter').length
      const pageRequests = h.made('fetchPage').length
      await play(h, event)
      const after = h.actor.getSnapshot()
      expect(after.value).toEqual(state.value)

      if (event.type === 'notifications.confirm') confirmed = true
      if (h.made('applyAction').length > applied) {
        applied = h.made('applyAction').length
        const { action } = h.made('applyAction').at(-1)!.input as ApplyActionInput
        expect(action).toEqual(before.context.pending ?? after.context.pending)
        // nothing is deleted without the driver's confirmation
        if (action.kind === 'delete' || action.kind === 'deleteAll') expect(confirmed).toBe(true)
        confirmed = false
      }
      if (event.type === 'xstate.done.actor.applyAction') {
        // a change shows at once: the page is asked again, and so is the counter
        expect(h.made('fetchPage').length).toBe(pageRequests + 1)
        expect(h.made('fetchCounter').length).toBe(counterRequests + 1)
        expect(after.context.selected).toEqual([])
        expect(after.context.pending).toBeNull()
      }
      if (event.type === 'xstate.error.actor.applyAction') {
        expect(after.context.failed).toBe(before.context.pending!.kind)
        expect(h.made('fetchPage').length).toBe(pageRequests)
      }
      // a hidden tab never starts a count
      if (before.context.hidden && event.type !== 'notifications.visible' && event.type !== 'xstate.done.actor.applyAction')
        expect(h.made('fetchCounter').length).toBe(counterRequests)
      if (after.matches({ counter: 'paused' })) expect(after.context.hidden).toBe(true)
      // every page asked is the machine's page, never past the ones there are
      for (const request of h.made('fetchPage').slice(pageRequests)) expect((request.input as FetchPageInput).page).toBe(after.context.page)
      if (after.matches({ list: 'empty' })) expect(after.context.rows).toEqual([])
    }
    h.actor.stop()
  })

  it.each(stepsOf('viewing').map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const h = harness()
    for (const { event, state } of steps) {
      const counterRequests = h.made('fetchCounter').length
      // the server is told by the applyAction actor under the id markViewed
      await play(h, { ...event, type: event.type.replace('markViewed', 'applyAction') })
      const after = h.actor.getSnapshot()
      expect(after.value).toEqual(state.value)
      if (event.type === 'notifications.view') {
        // the row reads as read at once, and the server is told once
        expect(after.context.rows.find((row) => row.id === event.id)?.isRead).toBe(true)
        expect(h.made('applyAction').map((r) => r.input)).toEqual([{ userId, action: { kind: 'markRead', ids: [event.id] } }])
      }
      // whatever the server answered, the counter is asked again
      if (event.type.endsWith('.actor.markViewed')) expect(h.made('fetchCounter')).toHaveLength(counterRequests + 1)
    }
    h.actor.stop()
  })
})

describe('the unread counter', () => {
  it('polls with back-off while the count does not change: 15 s, 30 s, 1 min, 2 min, 2 min', async () => {
    const h = harness()
    const at: number[] = []
    for (let i = 0; i < 6; i++) {
      at.push(h.clock.now())
      await h.requests.settle(done('fetchCounter', { count: 3 }))
      h.clock.increment(pollDelay(h.actor.getSnapshot().context.quietPolls))
    }
    expect(at).toEqual([0, 15_000, 45_000, 105_000, 225_000, 345_000])
    expect(h.actor.getSnapshot().context.count).toBe(3)
  })

  it('a new count starts the schedule again at 15 s', async () => {
    const h = harness()
    await h.requests.settle(done('fetchCounter', { count: 1 }))
    h.clock.increment(15_000)
    await h.requests.settle(done('fetchCounter', { count: 1 }))
    h.clock.increment(30_000)
    await h.requests.settle(done('fetchCounter', { count: 4 }))
    expect(h.actor.getSnapshot().context.count).toBe(4)
    h.clock.increment(14_999)
    expect(h.made('fetchCounter')).toHaveLength(3)
    h.clock.increment(1)
    expect(h.made('fetchCounter')).toHaveLength(4)
  })

  it('a hidden tab does not poll at all; coming back asks at once', async () => {
    const h = harness()
    h.actor.send({ type: 'notifications.hidden' })
    await h.requests.settle(done('fetchCounter', { count: 2 }))
    expect(h.actor.getSnapshot().matches({ counter: 'paused' })).toBe(true)
    h.clock.increment(60 * 60_000)
    expect(h.made('fetchCounter')).toHaveLength(1)
    h.actor.send({ type: 'notifications.visible' })
    expect(h.made('fetchCounter')).toHaveLength(2)
  })

  it('a failed count keeps the last one and backs off', async () => {
    const h = harness()
    await h.requests.settle(done('fetchCounter', { count: 5 }))
    h.clock.increment(15_000)
    await h.requests.settle(failed('fetchCounter'))
    expect(h.actor.getSnapshot().context.count).toBe(5)
    h.clock.increment(29_999)
    expect(h.made('fetchCounter')).toHaveLength(2)
    h.clock.increment(1)
    expect(h.made('fetchCounter')).toHaveLength(3)
  })
})

describe('the page', () => {
  async function opened() {
    const h = harness()
    await h.requests.settle(done('fetchCounter', { count: 2 }))
    h.actor.send({ type: 'notifications.open', page: 1 })
    await h.requests.settle(firstPage)
    return h
  }

  it('marks all read at once and the counter is asked again', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.markAllRead' })
    expect(h.made('applyAction').at(-1)!.input).toEqual({ userId, action: { kind: 'markAllRead' } })
    await h.requests.settle(done('applyAction', { status: 'ok' }))
    expect(h.actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    await h.requests.settle(done('fetchCounter', { count: 0 }))
    expect(h.actor.getSnapshot().context.count).toBe(0)
  })

  it('delete all asks first; dismissing deletes nothing', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.deleteAll' })
    expect(h.actor.getSnapshot().matches({ list: { ready: 'confirming' } })).toBe(true)
    h.actor.send({ type: 'notifications.dismiss' })
    expect(h.made('applyAction')).toHaveLength(0)
    h.actor.send({ type: 'notifications.deleteAll' })
    h.actor.send({ type: 'notifications.confirm' })
    expect(h.made('applyAction').at(-1)!.input).toEqual({ userId, action: { kind: 'deleteAll' } })
    await h.requests.settle(done('applyAction', { status: 'ok' }))
    await h.requests.settle(emptyPage)
    expect(h.actor.getSnapshot().matches({ list: 'empty' })).toBe(true)
  })

  it('a delete that fails stays in its confirmation with the failure, and can be tried again', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.toggleAll' })
    expect(h.actor.getSnapshot().context.selected).toEqual([first.id, second.id])
    h.actor.send({ type: 'notifications.delete', ids: h.actor.getSnapshot().context.selected })
    h.actor.send({ type: 'notifications.confirm' })
    await h.requests.settle(failed('applyAction'))
    expect(h.actor.getSnapshot().matches({ list: { ready: 'confirming' } })).toBe(true)
    expect(h.actor.getSnapshot().context.failed).toBe('delete')
    h.actor.send({ type: 'notifications.confirm' })
    expect(h.actor.getSnapshot().context.failed).toBeNull()
    expect(h.made('applyAction').at(-1)!.input).toEqual({ userId, action: { kind: 'delete', ids: [first.id, second.id] } })
  })

  it('refuses an action naming no row of the page', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.markRead', ids: [] })
    h.actor.send({ type: 'notifications.delete', ids: [third.id] })
    expect(h.actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true)
    expect(h.made('applyAction')).toHaveLength(0)
  })

  it('after deleting the last page’s rows, the last page left is shown', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.page', page: 2 })
    await h.requests.settle(secondPage)
    h.actor.send({ type: 'notifications.delete', ids: [third.id] })
    h.actor.send({ type: 'notifications.confirm' })
    await h.requests.settle(done('applyAction', { status: 'ok' }))
    await h.requests.settle(pastTheEnd)
    expect(h.made('fetchPage').map((r) => (r.input as FetchPageInput).page)).toEqual([1, 2, 2, 1])
    // every page asked in the page's language: the server words the notifications in it
    expect(new Set(h.made('fetchPage').map((r) => (r.input as FetchPageInput).language))).toEqual(new Set(['fr']))
    await h.requests.settle(done('fetchPage', pageOf([first, second], 2)))
    expect(h.actor.getSnapshot().context.page).toBe(1)
    expect(h.actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true)
  })

  it('viewing an unread row marks it read once, even after the page is left, then asks the counter', async () => {
    const h = await opened()
    h.actor.send({ type: 'notifications.view', id: first.id })
    h.actor.send({ type: 'notifications.view', id: first.id })
    h.actor.send({ type: 'notifications.view', id: second.id }) // already read
    expect(h.made('applyAction').map((r) => r.input)).toEqual([{ userId, action: { kind: 'markRead', ids: [first.id] } }])
    h.actor.send({ type: 'notifications.close' })
    const counts = h.made('fetchCounter').length
    h.made('applyAction')[0]!.resolve({ status: 'ok' })
    await flush()
    expect(h.made('fetchCounter')).toHaveLength(counts + 1)
  })
})
