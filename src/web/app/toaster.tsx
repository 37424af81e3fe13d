import { useSyncExternalStore, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../i18n/en'

export interface ToastOptions {
  title: ReactNode
  description?: ReactNode
  type?: 'error' | 'success' | 'info' | 'loading'
  /** A toast of this kind (e.g. 'settings') takes the place of the one on screen (ark-toaster.tsx). */
  replaces?: string
  /** The request id of the failed API call the toast is about, shown small under it ('Reference: …'). */
  reference?: string
}

/** The part of Ark's toast store the app uses (ark-toaster.tsx). */
export interface ToastStore {
  create(options: ToastOptions): unknown
  remove(): void
}

type ArkToasterModule = typeof import('./ark-toaster')

let arkToaster: ArkToasterModule | null = null
let loading = false
/** Set once the Ark toaster is on screen; until then toasts wait, in order. */
let shownStore: ToastStore | null = null
let waiting: ToastOptions[] = []
const listeners = new Set<() => void>()

/**
 * The one toaster of the app (bottom-right, closing by itself: ark-toaster.tsx). Its Ark code loads
 * with the first toast (issue 12): most visits show none, so it stays out of the first load.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (shownStore) {
      shownStore.create(options)
      return
    }
    waiting.push(options)
    loadArkToaster()
  },
  /** Removes every toast, shown or waiting. */
  remove(): void {
    waiting = []
    shownStore?.remove()
  },
}

function loadArkToaster(): void {
  if (arkToaster || loading) return
  loading = true
  import('./ark-toaster').then(
    (loaded) => {
      arkToaster = loaded
      listeners.forEach((listener) => listener())
    },
    // Not reportUnhandledError: it would toast again. The next toast tries again.
    (error: unknown) => console.error('The toaster failed to load', error),
  ).finally(() => {
    loading = false
  })
}

/** Called by the Ark toaster once its live region is on screen: the waiting toasts are added to it. */
export function showToastsIn(store: ToastStore): void {
  shownStore = store
  const pending = waiting
  waiting = []
  pending.forEach((options) => store.create(options))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The Ark toaster's module once a toast has asked for it, else null. */
export function useArkToaster(): ArkToasterModule | null {
  return useSyncExternalStore(subscribe, () => arkToaster, () => arkToaster)
}

/**
 * Shows a message of the catalogue. The title is an element, not a string, so it can be sent
 * from anywhere (machine actions, error listeners) and is still rendered in the current language.
 */
export function notify(id: MessageId, type: 'error' | 'success' | 'info' = 'info', reference?: string): void {
  toaster.create({ title: <FormattedMessage id={id} />, type, ...(reference ? { reference } : {}) })
}

/** An error toast; `cause` (what failed) gives its reference when it is a failed API call. */
export const notifyError = (id: MessageId, cause?: unknown) => notify(id, 'error', referenceOf(cause))

/** The server's request id a failed API call carries (ApiError.requestId), read without importing the API client. */
export function referenceOf(error: unknown): string | undefined {
  const requestId = (error as { requestId?: unknown } | null | undefined)?.requestId
  return typeof requestId === 'string' && requestId !== '' ? requestId : undefined
}
