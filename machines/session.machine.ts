// The browser side of the session (spec §3, §4, §6). The session itself is an httpOnly cookie the
// app cannot read: it knows who is signed in from the stored user (bc-fe-user) and the
// validate-access-token check. Pure: side effects are named actors and actions, harmless by
// default; the SPA supplies the real ones with `sessionMachine.provide({ actors, actions })`.
//
//   checking ─ no stored user ─────────────────────────────► signedOut
//      └ stored user ─ validating ─ 200 (fresh user) ──────► signedIn   (SIGN_OUT ─► signingOut)
//                         ├ 401 / 403 (forgetUser) ────────► signedOut
//                         └ other status / offline ────────► signedIn (stored user kept)
//   signedOut ─ SIGNED_IN (rememberUser) ─► signedIn ─ USER_UPDATED (rememberUser) ─► signedIn
//   signedIn ─ SIGN_OUT ─► signingOut: clearBrowserState, then POST sign-out (any outcome)
//                          ─► signedOut (redirect to / or /sign-in)
import { assign, fromPromise, setup } from 'xstate'

/** The part of the user record the machine relies on; the app stores the whole record. */
export interface SessionUser {
  id: string
  language: string
}

export interface SessionInput<U extends SessionUser = SessionUser> {
  /** The user kept in browser storage (bc-fe-user), or null. */
  storedUser: U | null
}

export interface SessionContext<U extends SessionUser = SessionUser> {
  user: U | null
  /** Where sign-out goes once done. */
  redirectTo: SignOutTarget
}

export type SignOutTarget = '/' | '/sign-in'

/** The outcome of validate-access-token: its status, and the user when it is 200. */
export interface SessionCheck<U extends SessionUser = SessionUser> {
  status: number
  user?: U
}

export type SessionEvent<U extends SessionUser = SessionUser> =
  | { type: 'SIGNED_IN'; user: U; stayConnected: boolean }
  | { type: 'USER_UPDATED'; user: U }
  | { type: 'SIGN_OUT'; to?: SignOutTarget }

export const SESSION_KNOWN_TAG = 'sessionKnown'

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as typeof SESSION_KNOWN_TAG,
  },
  actors: {
    /** POST /api/validate-access-token. Default: offline (rejects), so the stored user is kept. */
    validateSession: fromPromise<SessionCheck>(() => Promise.reject(new Error('session: validateSession not provided'))),
    /** POST /api/sign-out. Default: resolves. */
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    /** Store the user (bc-fe-user) and, on sign-in, the stay-connected flag (bc-fe-stay-connected). */
    rememberUser: (_, _params: { user: SessionUser; stayConnected?: boolean }) => {},
    /** Remove the stored user (the server no longer knows the session). */
    forgetUser: () => {},
    /** Spec §4: clear session storage, local storage and cookies. */
    clearBrowserState: () => {},
    /** Go to / or /sign-in. */
    redirect: (_, _params: { to: SignOutTarget }) => {},
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
    isLive: (_, params: { check: SessionCheck }) => params.check.status === 200 && params.check.user !== undefined,
    isRefused: (_, params: { check: SessionCheck }) => params.check.status === 401 || params.check.status === 403,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.storedUser, redirectTo: '/' }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasStoredUser', target: 'validating' }, { target: 'signedOut' }],
    },
    validating: {
      // The stored user is shown while the check runs: signing out must already work.
      on: {
        SIGN_OUT: {
          target: 'signingOut',
          actions: assign({ redirectTo: ({ event }) => event.to ?? '/' }),
        },
      },
      invoke: {
        id: 'validateSession',
        src: 'validateSession',
        onDone: [
          {
            guard: { type: 'isLive', params: ({ event }) => ({ check: event.output }) },
            target: 'signedIn',
            actions: [
              assign({ user: ({ event, context }) => event.output.user ?? context.user }),
              { type: 'rememberUser', params: ({ event }) => ({ user: event.output.user! }) },
            ],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ check: event.output }) },
            target: 'signedOut',
            actions: [assign({ user: null }), 'forgetUser'],
          },
          // Any other answer (server error, not implemented): trust the stored user for now.
          { target: 'signedIn' },
        ],
        // Offline: the stored user stays; the server still guards every call.
        onError: { target: 'signedIn' },
      },
    },
    signedOut: {
      tags: [SESSION_KNOWN_TAG],
      on: {
        SIGNED_IN: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            {
              type: 'rememberUser',
              params: ({ event }) => ({ user: event.user, stayConnected: event.stayConnected }),
            },
          ],
        },
      },
    },
    signedIn: {
      tags: [SESSION_KNOWN_TAG],
      on: {
        USER_UPDATED: {
          actions: [assign({ user: ({ event }) => event.user }), { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) }],
        },
        SIGNED_IN: {
          actions: [
            assign({ user: ({ event }) => event.user }),
            {
              type: 'rememberUser',
              params: ({ event }) => ({ user: event.user, stayConnected: event.stayConnected }),
            },
          ],
        },
        SIGN_OUT: {
          target: 'signingOut',
          actions: assign({ redirectTo: ({ event }) => event.to ?? '/' }),
        },
      },
    },
    signingOut: {
      tags: [SESSION_KNOWN_TAG],
      // Spec §4 order: clear the browser first, then post sign-out, then go.
      entry: [assign({ user: null }), 'clearBrowserState'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: {
          target: 'signedOut',
          actions: { type: 'redirect', params: ({ context }) => ({ to: context.redirectTo }) },
        },
        // The browser is already cleared: the visitor is signed out here whatever the server says.
        onError: {
          target: 'signedOut',
          actions: { type: 'redirect', params: ({ context }) => ({ to: context.redirectTo }) },
        },
      },
    },
  },
})
