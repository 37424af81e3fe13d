import { createToaster, Toaster } from '@ark-ui/react/toast'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { TOAST_DURATION_MS } from '../../domain/constants'
import * as Toast from '../components/ui/toast'
import { ErrorReference } from '../components/error-reference/ErrorReference'
import type { ToastStore } from './toaster'

/** Ark's toast store: bottom-right, closing by itself after TOAST_DURATION_MS. */
const store = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  gap: 12,
  overlap: false,
})

/** The toast on screen of each kind that replaces its own (ToastOptions.replaces). */
const shownOfKind = new Map<string, string>()

/**
 * The app's toasts: one of a kind that replaces its own takes the place of the one on screen, so
 * saving twice shows one answer, not a pile of them over the form.
 */
const appStore: ToastStore = {
  create({ replaces: kind, reference, ...toast }) {
    const previous = kind ? shownOfKind.get(kind) : undefined
    if (previous) store.remove(previous)
    const description = reference ? (
      <>
        {toast.description}
        <ErrorReference reference={reference} />
      </>
    ) : (
      toast.description
    )
    const id = store.create({ ...toast, description })
    if (kind) shownOfKind.set(kind, id)
    return id
  },
  remove() {
    shownOfKind.clear()
    store.remove()
  },
}

/**
 * The toasts' live region (loaded with the first toast: toaster.tsx). The waiting toasts are added
 * once the region is on screen, so they are announced as additions to it.
 */
export function ArkToasts({ onShown }: { onShown: (store: ToastStore) => void }) {
  useEffect(() => onShown(appStore), [onShown])
  return (
    <Toaster toaster={store}>
      {(toast) => (
        <Toast.Root key={toast.id} type={toast.type as 'error' | 'success' | 'info' | 'loading' | undefined}>
          <div>
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </div>
          <Toast.CloseTrigger>
            <FormattedMessage id="toast.close" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
