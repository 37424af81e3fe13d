import { useMachine } from '@xstate/react'
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { fromPromise } from 'xstate'
import type { components } from '../../../openapi/schema'
import { SESSION_KNOWN_TAG, sessionMachine, type SessionCheck, type SignOutTarget } from '../../../machines/session.machine'
import { STORAGE_KEYS } from '../../domain/constants'
import { api } from '../api/client'
import { useBoot } from './boot'
import { getInspect } from './inspector'
import { readStored, writeStored } from './storage'

export type User = components['schemas']['User']

interface SessionContextValue {
  /** The signed-in user (from bc-fe-user, confirmed by validate-access-token), or null. */
  user: User | null
  signedIn: boolean
  /** True while the stored user's session is being checked at start. */
  checking: boolean
  /** After sign-in (or social sign-in): stores the user and the stay-connected flag. */
  setUser: (user: User, stayConnected?: boolean) => void
  /** Reads the user again from the server (GET /api/user/{id}). */
  refreshUser: () => Promise<void>
  /** Spec §4: clear the browser, post sign-out, go to / or /sign-in. */
  signOut: (to?: SignOutTarget) => void
}

const SessionContext = createContext<SessionContextValue | null>(null)

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession: outside SessionProvider')
  return value
}

/** The stored user record (bc-fe-user), when it has at least an id and a language. */
export function readStoredSessionUser(): User | null {
  const text = readStored(STORAGE_KEYS.user)
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<User> | null
    return value && typeof value.id === 'string' && typeof value.language === 'string' ? (value as User) : null
  } catch {
    return null
  }
}

function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // ignored
  }
}

/** Spec §4: session storage, local storage and every cookie the page can see. */
export function clearBrowserState(): void {
  try {
    globalThis.sessionStorage?.clear()
  } catch {
    // ignored
  }
  try {
    globalThis.localStorage?.clear()
  } catch {
    // ignored
  }
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT'
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (!name) continue
    document.cookie = `${name}=; ${expired}; path=/`
    document.cookie = `${name}=; ${expired}`
  }
}

export const appSessionMachine = sessionMachine.provide({
  actors: {
    validateSession: fromPromise(async (): Promise<SessionCheck> => {
      const { data, response } = await api.POST('/api/validate-access-token')
      return { status: response.status, user: response.ok ? data : undefined }
    }),
    signOut: fromPromise(async () => {
      await api.POST('/api/sign-out')
    }),
  },
  actions: {
    rememberUser: (_, { user, stayConnected }) => {
      writeStored(STORAGE_KEYS.user, JSON.stringify(user))
      if (stayConnected !== undefined) writeStored(STORAGE_KEYS.stayConnected, String(stayConnected))
    },
    forgetUser: () => {
      removeStored(STORAGE_KEYS.user)
      removeStored(STORAGE_KEYS.stayConnected)
    },
    clearBrowserState,
    redirect: (_, { to }) => navigate(to),
  },
})

export function SessionProvider({ children }: { children: ReactNode }) {
  const boot = useBoot()
  const [snapshot, send] = useMachine(appSessionMachine, {
    // a server-rendered page starts from the user the server rendered it for (its session cookie's)
    input: { storedUser: boot ? boot.user : readStoredSessionUser() },
    inspect: getInspect(),
  })
  const user = snapshot.context.user as User | null
  const signedIn = snapshot.matches('signedIn') || snapshot.matches('validating')

  const setUser = useCallback(
    (next: User, stayConnected?: boolean) =>
      stayConnected === undefined
        ? send({ type: 'USER_UPDATED', user: next })
        : send({ type: 'SIGNED_IN', user: next, stayConnected }),
    [send],
  )
  const refreshUser = useCallback(async () => {
    if (!user) return
    const { data } = await api.GET('/api/user/{id}', { params: { path: { id: user.id } } })
    if (data) send({ type: 'USER_UPDATED', user: data })
  }, [send, user])
  const signOut = useCallback((to?: SignOutTarget) => send({ type: 'SIGN_OUT', to }), [send])

  const value = useMemo<SessionContextValue>(
    () => ({ user, signedIn: signedIn && user !== null, checking: !snapshot.hasTag(SESSION_KNOWN_TAG), setUser, refreshUser, signOut }),
    [user, signedIn, snapshot, setUser, refreshUser, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
