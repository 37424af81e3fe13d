import { useCallback, useEffect, useState } from 'react'

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }

/**
 * One read from the API with loading and error states, refetched when `key` changes
 * (e.g. the language) and on `retry()`. Plain reads only; flows with steps use machines.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    load(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState({ status: 'error', error })
      },
    )
    return () => controller.abort()
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return [state, retry] as const
}
