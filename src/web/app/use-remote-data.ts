import { useCallback, useEffect, useRef, useState } from 'react'
import { markBootSnapshotUsed, useBootSnapshot } from './boot'

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }

/** What the server read for a page's remote data (src/web/page-machines.server.ts), by `bootId`. */
export interface ServedData<T> {
  key: string
  data: T
}

/**
 * One read from the API with loading and error states, refetched when `key` changes
 * (e.g. the language) and on `retry()`. Plain reads only; flows with steps use machines.
 * With a `bootId`, a server-rendered page starts from what the server read for it (same `key`),
 * without reading it again. A null `key` reads nothing (there is nothing to read yet).
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null, bootId?: string) {
  const served = useBootSnapshot<ServedData<T>>(bootId)
  const fromServer = served?.key === key ? served : undefined
  const [state, setState] = useState<RemoteData<T>>(fromServer ? { status: 'success', data: fromServer.data } : { status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // the key whose data the page already holds from the server
  const servedKey = useRef(fromServer ? key : null)

  useEffect(() => markBootSnapshotUsed(served), [served])

  useEffect(() => {
    if (key === null || (servedKey.current === key && attempt === 0)) return
    servedKey.current = null
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
