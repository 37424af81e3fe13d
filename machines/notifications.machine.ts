// The signed-in user's notifications (issue 9): the header's unread counter and the
// `/notifications` page, in one machine so that whatever the page does shows at once in the bell.
// Pure: the requests are the named actors `fetchCounter`, `fetchPage` and `applyAction`, supplied
// by the app with `notificationsMachine.provide(...)`.
//
// Two regions run side by side:
//
//   counter:  fetching ─answer─► waiting ─after pollDelay─► fetching …
//                                   └─ tab hidden ─► paused ─ tab visible ─► fetching
//             The count is polled with back-off: 15 s, doubling while it does not change (or the
//             request fails), up to 2 minutes; a change, the page's own actions and the tab coming
//             back start again at 15 s. A hidden tab never polls, so many open tabs cost nothing.
//
//   list:     closed ─open─► loading ─┬─► ready.idle ─mark read/unread─────────────► ready.applying ─┐
//                                     ├─► empty       ─delete, delete all─► ready.confirming ─confirm─┘
//                                     └─► failed ─retry─► loading ◄── (done: page reloaded, count refreshed)
//             A confirmed action that fails goes back to its confirmation (with the failure), an
//             unconfirmed one back to idle. A page past the last one (after deleting) loads the last.
//
// 'View' on a row (the link to its booking) marks it read without waiting: a request of its own that
// outlives the page, then the counter is asked again.
import { assertEvent, assign, fromPromise, raise, setup, spawnChild } from 'xstate'
import type { components } from '../openapi/schema'
import type { Language } from '../src/domain/enums'

export type Notification = components['schemas']['Notification']
export type NotificationPage = components['schemas']['NotificationPage']

/** What the page can do to notifications: to some rows (by id), or to all of them. */
export type NotificationAction =
  | { kind: 'markRead' | 'markUnread' | 'delete'; ids: string[] }
  | { kind: 'markAllRead' }
  | { kind: 'deleteAll' }
export type NotificationActionKind = NotificationAction['kind']

export interface NotificationsInput {
  userId: string
  pageSize: number
  /** The page's language: notifications are worded in it by the server. */
  language: Language
  /** Whether the tab is hidden when the machine starts (document.visibilityState). */
  hidden: boolean
}

export interface FetchCounterInput {
  userId: string
}
export interface FetchPageInput {
  userId: string
  page: number
  size: number
  language: Language
}
export interface ApplyActionInput {
  userId: string
  action: NotificationAction
}

export interface NotificationsContext {
  userId: string
  pageSize: number
  language: Language
  hidden: boolean
  /** Unread notifications; null until the first answer. */
  count: number | null
  /** Polls in a row that brought nothing new (same count, or a failure): the back-off step. */
  quietPolls: number
  page: number
  total: number
  rows: Notification[]
  /** Ids of the selected rows of the page shown. */
  selected: string[]
  /** The action awaiting confirmation or being applied. */
  pending: NotificationAction | null
  /** The kind of the last action that failed (cleared by the next request). */
  failed: NotificationActionKind | null
}

export type NotificationsEvent =
  | { type: 'notifications.hidden' }
  | { type: 'notifications.visible' }
  | { type: 'notifications.refreshCounter' }
  | { type: 'notifications.open'; page: number }
  | { type: 'notifications.close' }
  | { type: 'notifications.retry' }
  | { type: 'notifications.page'; page: number }
  | { type: 'notifications.toggle'; id: string }
  | { type: 'notifications.toggleAll' }
  | { type: 'notifications.markRead'; ids: string[] }
  | { type: 'notifications.markUnread'; ids: string[] }
  | { type: 'notifications.delete'; ids: string[] }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.deleteAll' }
  | { type: 'notifications.confirm' }
  | { type: 'notifications.dismiss' }
  | { type: 'notifications.view'; id: string }
  | { type: 'xstate.done.actor.markViewed' }
  | { type: 'xstate.error.actor.markViewed'; error: unknown }

export const POLL_FIRST_DELAY_MS = 15_000
export const POLL_MAX_DELAY_MS = 120_000

/** Wait before the next count after `quietPolls` polls in a row that brought nothing new. */
export function pollDelay(quietPolls: number): number {
  return Math.min(POLL_FIRST_DELAY_MS * 2 ** quietPolls, POLL_MAX_DELAY_MS)
}

/** Actions that ask first (they cannot be undone). */
export const needsConfirmation = (kind: NotificationActionKind) => kind === 'delete' || kind === 'deleteAll'

const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

const notProvided = (name: string) => () => Promise.reject(new Error(`notifications: actor ${name} not provided`))

type RowsEvent = Extract<NotificationsEvent, { ids: string[] }>

export const notificationsMachine = setup({
  types: {
    input: {} as NotificationsInput,
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** GET /api/notification-counter/{userId}. */
    fetchCounter: fromPromise<{ count: number }, FetchCounterInput>(notProvided('fetchCounter')),
    /** GET /api/notifications/{userId}/{page}/{size}. */
    fetchPage: fromPromise<NotificationPage, FetchPageInput>(notProvided('fetchPage')),
    /** The POST of the action (mark read / unread, delete, mark all read, delete all). */
    applyAction: fromPromise<{ status: string }, ApplyActionInput>(notProvided('applyAction')),
  },
  delays: {
    pollDelay: ({ context }) => pollDelay(context.quietPolls),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
    /** The answer is for a page past the last one (rows were deleted meanwhile). */
    isBeyondLastPage: ({ context, event }) => {
      const { total, rows } = (event as unknown as { output: NotificationPage }).output
      return rows.length === 0 && total > 0 && context.page > lastPage(total, context.pageSize)
    },
    isEmpty: ({ event }) => (event as unknown as { output: NotificationPage }).output.total === 0,
    /** A row action names at least one row of the page. */
    namesRows: ({ context, event }) => {
      const { ids } = event as RowsEvent
      return ids.length > 0 && ids.every((id) => context.rows.some((row) => row.id === id))
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'notifications.page')
      return event.page !== context.page && event.page >= 1 && event.page <= lastPage(context.total, context.pageSize)
    },
    wasConfirmed: ({ context }) => context.pending !== null && needsConfirmation(context.pending.kind),
    /** 'View' of a row still unread (marking it read once is enough). */
    isUnreadRow: ({ context, event }) => {
      assertEvent(event, 'notifications.view')
      return context.rows.some((row) => row.id === event.id && !row.isRead)
    },
  },
  actions: {
    storeCount: assign(({ context, event }) => {
      const { count } = (event as unknown as { output: { count: number } }).output
      return { count, quietPolls: count === context.count ? context.quietPolls + 1 : 0 }
    }),
    backOff: assign({ quietPolls: ({ context }) => context.quietPolls + 1 }),
    resetBackOff: assign({ quietPolls: 0 }),
    markHidden: assign({ hidden: true }),
    markVisible: assign({ hidden: false, quietPolls: 0 }),
    openAt: assign(({ event }) => {
      assertEvent(event, 'notifications.open')
      return { page: Math.max(1, event.page), rows: [], total: 0, selected: [], pending: null, failed: null }
    }),
    setPage: assign(({ event }) => {
      assertEvent(event, 'notifications.page')
      return { page: event.page, selected: [], failed: null }
    }),
    goToLastPage: assign(({ context, event }) => ({
      page: lastPage((event as unknown as { output: NotificationPage }).output.total, context.pageSize),
    })),
    storePage: assign(({ context, event }) => {
      const { total, rows } = (event as unknown as { output: NotificationPage }).output
      // a selected row that is still on the page stays selected
      return { total, rows, selected: context.selected.filter((id) => rows.some((row) => row.id === id)) }
    }),
    toggle: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'notifications.toggle')
        return context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id]
      },
    }),
    toggleAll: assign({
      selected: ({ context }) => (context.selected.length === context.rows.length ? [] : context.rows.map((row) => row.id)),
    }),
    holdAction: assign(({ event }) => {
      const action: NotificationAction =
        event.type === 'notifications.markAllRead'
          ? { kind: 'markAllRead' }
          : event.type === 'notifications.deleteAll'
            ? { kind: 'deleteAll' }
            : { kind: (event as RowsEvent).type.replace('notifications.', '') as 'markRead' | 'markUnread' | 'delete', ids: [...(event as RowsEvent).ids] }
      return { pending: action, failed: null }
    }),
    dropAction: assign({ pending: null }),
    recordFailure: assign({ failed: ({ context }) => context.pending?.kind ?? null }),
    clearFailure: assign({ failed: null }),
    clearSelection: assign({ selected: [] }),
    refreshCounter: raise({ type: 'notifications.refreshCounter' }),
    markRowRead: assign({
      rows: ({ context, event }) => {
        assertEvent(event, 'notifications.view')
        return context.rows.map((row) => (row.id === event.id ? { ...row, isRead: true } : row))
      },
    }),
    markViewed: spawnChild('applyAction', {
      id: 'markViewed',
      input: ({ context, event }) => {
        assertEvent(event, 'notifications.view')
        const input: ApplyActionInput = { userId: context.userId, action: { kind: 'markRead', ids: [event.id] } }
        return input
      },
    }),
  },
}).createMachine({
  id: 'notifications',
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    pageSize: input.pageSize,
    language: input.language,
    hidden: input.hidden,
    count: null,
    quietPolls: 0,
    page: 1,
    total: 0,
    rows: [],
    selected: [],
    pending: null,
    failed: null,
  }),
  on: {
    'notifications.view': { guard: 'isUnreadRow', actions: ['markRowRead', 'markViewed'] },
    'xstate.done.actor.markViewed': { actions: 'refreshCounter' },
    'xstate.error.actor.markViewed': { actions: 'refreshCounter' },
  },
  states: {
    counter: {
      initial: 'fetching',
      on: {
        'notifications.hidden': { actions: 'markHidden' },
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchCounter',
            src: 'fetchCounter',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'waiting', actions: 'storeCount' },
            onError: { target: 'waiting', actions: 'backOff' },
          },
          on: {
            'notifications.visible': { actions: 'markVisible' },
            // the transition stays inside this region: a region of the parallel root re-entering would
            // re-enter its sibling (the page) too
            'notifications.refreshCounter': { target: 'fetching', reenter: true, actions: 'resetBackOff' },
          },
        },
        waiting: {
          always: { guard: 'isHidden', target: 'paused' },
          after: { pollDelay: 'fetching' },
          on: {
            'notifications.visible': { actions: 'markVisible' },
            'notifications.refreshCounter': { target: 'fetching', actions: 'resetBackOff' },
          },
        },
        paused: {
          on: {
            'notifications.visible': { target: 'fetching', actions: 'markVisible' },
            'notifications.refreshCounter': { target: 'fetching', actions: 'resetBackOff' },
          },
        },
      },
    },
    list: {
      initial: 'closed',
      on: {
        'notifications.close': { target: '.closed', actions: ['dropAction', 'clearSelection'] },
      },
      states: {
        closed: {
          on: { 'notifications.open': { target: 'loading', actions: 'openAt' } },
        },
        loading: {
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ userId: context.userId, page: context.page, size: context.pageSize, language: context.language }),
            onDone: [
              { guard: 'isBeyondLastPage', target: 'loading', reenter: true, actions: 'goToLastPage' },
              { guard: 'isEmpty', target: 'empty', actions: 'storePage' },
              { target: 'ready', actions: 'storePage' },
            ],
            onError: { target: 'failed' },
          },
        },
        failed: {
          on: { 'notifications.retry': 'loading' },
        },
        empty: {},
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'notifications.page': { guard: 'isOtherPage', target: '#notifications.list.loading', actions: 'setPage' },
                'notifications.toggle': { actions: 'toggle' },
                'notifications.toggleAll': { actions: 'toggleAll' },
                'notifications.markRead': { guard: 'namesRows', target: 'applying', actions: 'holdAction' },
                'notifications.markUnread': { guard: 'namesRows', target: 'applying', actions: 'holdAction' },
                'notifications.markAllRead': { target: 'applying', actions: 'holdAction' },
                'notifications.delete': { guard: 'namesRows', target: 'confirming', actions: 'holdAction' },
                'notifications.deleteAll': { target: 'confirming', actions: 'holdAction' },
              },
            },
            confirming: {
              on: {
                'notifications.confirm': { target: 'applying', actions: 'clearFailure' },
                'notifications.dismiss': { target: 'idle', actions: 'dropAction' },
              },
            },
            applying: {
              invoke: {
                id: 'applyAction',
                src: 'applyAction',
                input: ({ context }) => ({ userId: context.userId, action: context.pending! }),
                onDone: { target: '#notifications.list.loading', actions: ['dropAction', 'clearSelection', 'refreshCounter'] },
                onError: [
                  { guard: 'wasConfirmed', target: 'confirming', actions: 'recordFailure' },
                  { target: 'idle', actions: ['recordFailure', 'dropAction'] },
                ],
              },
            },
          },
        },
      },
    },
  },
})
