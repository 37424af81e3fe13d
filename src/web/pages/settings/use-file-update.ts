import { useState } from 'react'
import { ApiError } from '../../api/client'
import type { MessageId } from '../../i18n/en'
import { toast, toastFailure, toastUpdated } from './feedback'
import type { User } from './settings-api'

/**
 * Runs an upload or delete of a file of the account (avatar, licence): busy while it runs, the
 * updated user on success, and `refusedType` shown (inline and as a toast) when the server
 * refuses the file's type.
 */
export function useFileUpdate(onUpdated: (user: User) => void, refusedType: MessageId) {
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<MessageId | null>(null)

  async function run(call: () => Promise<User>) {
    setBusy(true)
    setServerError(null)
    try {
      onUpdated(await call())
      toastUpdated()
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'FILE_CONTENT_NOT_ACCEPTED')) {
        // A file whose bytes are not what its name says is told so precisely (issue 24).
        const message = error.code === 'FILE_CONTENT_NOT_ACCEPTED' ? 'settings.license.contentNotAccepted' : refusedType
        setServerError(message)
        toast(message, 'error', undefined, error.requestId)
      } else {
        toastFailure(error)
      }
    } finally {
      setBusy(false)
    }
  }

  return { busy, serverError, run }
}
