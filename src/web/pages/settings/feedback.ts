import { createElement } from 'react'
import { FormattedMessage } from 'react-intl'
import { ApiError } from '../../api/client'
import { referenceOf, toaster } from '../../app/toaster'
import type { MessageId } from '../../i18n/en'
import { MAX_UPLOAD_TEXT } from './rules'

/**
 * A toast in the current language, with values (the app's `notify` takes none). Each settings toast
 * takes the place of the previous one: one answer on screen, never a pile over the form.
 */
export function toast(id: MessageId, type: 'success' | 'error', values?: Record<string, string>, reference?: string): void {
  toaster.create({ title: createElement(FormattedMessage, { id, values }), type, replaces: 'settings', ...(reference ? { reference } : {}) })
}

export const toastUpdated = () => toast('settings.updated', 'success')

/**
 * The message for a failed call: the spec §5/§8 wording when the server names the problem, else the
 * generic one (and the error is logged, as spec §8 asks for unhandled errors).
 */
export function toastFailure(error: unknown, fallback: MessageId = 'settings.errors.unhandled'): void {
  const code = error instanceof ApiError ? error.code : null
  const reference = referenceOf(error)
  switch (code) {
    case 'VALIDATION_ERROR':
      return toast('settings.errors.fixErrors', 'error', undefined, reference)
    case 'DRIVER_TOO_YOUNG':
      return toast('settings.errors.tooYoung', 'error', undefined, reference)
    case 'WRONG_PASSWORD':
      return toast('settings.errors.wrongPassword', 'error', undefined, reference)
    case 'PAYLOAD_TOO_LARGE':
      return toast('settings.errors.fileTooLarge', 'error', { size: MAX_UPLOAD_TEXT }, reference)
    case 'RATE_LIMITED':
      return toast('settings.errors.tooManyRequests', 'error', undefined, reference)
    default:
      console.error(error)
      return toast(fallback, 'error', undefined, reference)
  }
}
