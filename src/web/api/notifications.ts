// The notifications machine's requests (machines/notifications.machine.ts), bound to the API.
import { fromPromise } from 'xstate'
import {
  notificationsMachine,
  type ApplyActionInput,
  type FetchCounterInput,
  type FetchPageInput,
  type NotificationAction,
} from '../../../machines/notifications.machine'
import { api, unwrap } from './client'

function apply(userId: string, action: NotificationAction) {
  const path = { params: { path: { userId } } }
  switch (action.kind) {
    case 'markRead':
      return unwrap(api.POST('/api/mark-notifications-as-read/{userId}', { ...path, body: { ids: action.ids } }))
    case 'markUnread':
      return unwrap(api.POST('/api/mark-notifications-as-unread/{userId}', { ...path, body: { ids: action.ids } }))
    case 'delete':
      return unwrap(api.POST('/api/delete-notifications/{userId}', { ...path, body: { ids: action.ids } }))
    case 'markAllRead':
      return unwrap(api.POST('/api/mark-all-notifications-as-read/{userId}', path))
    case 'deleteAll':
      return unwrap(api.POST('/api/delete-all-notifications/{userId}', path))
  }
}

export const appNotificationsMachine = notificationsMachine.provide({
  actors: {
    fetchCounter: fromPromise(({ input, signal }: { input: FetchCounterInput; signal: AbortSignal }) =>
      unwrap(api.GET('/api/notification-counter/{userId}', { params: { path: input }, signal })),
    ),
    fetchPage: fromPromise(({ input: { language, ...path }, signal }: { input: FetchPageInput; signal: AbortSignal }) =>
      unwrap(api.GET('/api/notifications/{userId}/{page}/{size}', { params: { path, query: { language } }, signal })),
    ),
    applyAction: fromPromise(({ input }: { input: ApplyActionInput }) => apply(input.userId, input.action)),
  },
})
