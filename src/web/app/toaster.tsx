import { createToaster } from '@ark-ui/react/toast'
import { FormattedMessage } from 'react-intl'
import { TOAST_DURATION_MS } from '../../domain/constants'
import type { MessageId } from '../i18n/en'

/** The one toaster of the app: bottom-right, closing by itself after TOAST_DURATION_MS. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  gap: 12,
  overlap: false,
})

/**
 * Shows a message of the catalogue. The title is an element, not a string, so it can be sent
 * from anywhere (machine actions, error listeners) and is still rendered in the current language.
 */
export function notify(id: MessageId, type: 'error' | 'success' | 'info' = 'info'): void {
  toaster.create({ title: <FormattedMessage id={id} />, type })
}

export const notifyError = (id: MessageId) => notify(id, 'error')
