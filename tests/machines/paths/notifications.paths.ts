// How the notifications machine's paths are made (issue 9): the unread counter and the page
// together, the server's answers as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events and
// the poll back-off as its `xstate.after.pollDelay…` event.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { notificationsMachine, type Notification, type NotificationPage } from '../../../machines/notifications.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof notificationsMachine>
export type Step = AnyEventObject

export const userId = '00000000-0000-4000-8000-0000000000d1'
export const PAGE_SIZE = 2
const note = (n: number, isRead = false): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  message: `Notice ${n}`,
  isRead,
  bookingId: n % 2 === 0 ? `00000000-0000-4000-8000-0000000000b${n}` : null,
  createdAt: `2030-01-0${n}T10:00:00.000Z`,
})
export const [first, second, third] = [note(1), note(2, true), note(3)]
export const pageOf = (rows: Notification[], total: number): NotificationPage => ({ rows, total })

export const done = (id: string, output: unknown): Step => ({ type: `xstate.done.actor.${id}`, output })
export const failed = (id: string): Step => ({ type: `xstate.error.actor.${id}`, error: new Error('HTTP 500') })
export const tick: Step = { type: 'xstate.after.pollDelay.notifications.counter.waiting' }

export const firstPage = done('fetchPage', pageOf([first, second], 3))
export const secondPage = done('fetchPage', pageOf([third], 3))
export const emptyPage = done('fetchPage', pageOf([], 0))
/** Page 2 asked after deleting down to one page: nothing there any more. */
export const pastTheEnd = done('fetchPage', pageOf([], 2))

/** The events worth trying in a snapshot (the model's alphabet). */
function eventsIn(snapshot: Snapshot): Step[] {
  const events: Step[] = []
  const { counter, list } = snapshot.value as { counter: string; list: string | { ready: string } }
  if (counter === 'fetching') events.push(done('fetchCounter', { count: 2 }), failed('fetchCounter'))
  if (counter === 'waiting') events.push(tick)
  // the tab told again what it already is, too: the page may say so more than once
  events.push({ type: 'notifications.hidden' }, { type: 'notifications.visible' })
  if (list === 'closed') events.push({ type: 'notifications.open', page: 1 }, { type: 'notifications.open', page: 2 })
  if (list === 'loading') {
    events.push(failed('fetchPage'), emptyPage)
    events.push(snapshot.context.page === 1 ? firstPage : snapshot.context.rows.length === 0 ? pastTheEnd : secondPage)
  }
  if (list === 'failed') events.push({ type: 'notifications.retry' })
  if (typeof list === 'object') {
    const ids = snapshot.context.rows.map((row) => row.id)
    if (list.ready === 'idle')
      events.push(
        { type: 'notifications.toggle', id: ids[0] },
        { type: 'notifications.toggleAll' },
        { type: 'notifications.markRead', ids: [ids[0]] },
        { type: 'notifications.markUnread', ids },
        { type: 'notifications.delete', ids: [ids[0]] },
        { type: 'notifications.markAllRead' },
        { type: 'notifications.deleteAll' },
        { type: 'notifications.page', page: snapshot.context.page === 1 ? 2 : 1 },
      )
    if (list.ready === 'confirming') events.push({ type: 'notifications.confirm' }, { type: 'notifications.dismiss' })
    if (list.ready === 'applying') events.push(done('applyAction', { status: 'ok' }), failed('applyAction'))
  }
  if (list !== 'closed') events.push({ type: 'notifications.close' })
  return events
}

/** The driver views a row: it is marked read at once, the server is told (`markViewed`), then the counter asked again. */
function viewEventsIn(snapshot: Snapshot): Step[] {
  const { list } = snapshot.value as { list: string | { ready: string } }
  if (list === 'closed') return [{ type: 'notifications.open', page: 1 }]
  if (list === 'loading') return [firstPage]
  const events: Step[] = [{ type: 'notifications.view', id: first.id }]
  if (snapshot.children.markViewed) events.push(done('markViewed', { status: 'ok' }), failed('markViewed'))
  return events
}

export const input = { userId, pageSize: PAGE_SIZE, language: 'fr' as const, hidden: false }

export const notificationsPaths = pathPlan({
  machine: notificationsMachine,
  traversal: 'shortest',
  starts: [
    { name: 'counter and page', input, events: eventsIn },
    // A walk of its own: the row viewed would double the states of the other.
    { name: 'viewing', input, events: viewEventsIn },
  ],
  events: (snapshot, start) => start.events(snapshot),
  serializeState: ({ value, context, children }) =>
    JSON.stringify([
      value,
      context.hidden,
      context.page,
      context.rows.length,
      context.selected.length,
      context.pending?.kind,
      context.failed,
      context.rows.filter((row) => !row.isRead).length,
      'markViewed' in children,
    ]),
})
