// Sign-in (spec §5, §6, §8): e-mail and password, or a social provider's token. Pure: the calls
// are the `signIn` / `socialSignIn` actors, supplied by the SPA with `signInMachine.provide`.
//
//   editing ─ SUBMIT (fields filled) ─► submitting ─ done ─► signedIn (final, output: the user)
//      │  └ SUBMIT (a field empty) ─► editing (error MISSING_FIELDS)     └ error ─► editing (error)
//      └ SOCIAL (token) ─► socialSubmitting ─ done ─► signedIn
//                                    └ error ─► editing (error)
// Errors: INCORRECT_CREDENTIALS (SOCIAL_REFUSED for a provider's token), ACCOUNT_SUSPENDED, RATE_LIMITED, UNHANDLED (anything else).
import { assign, fromPromise, setup } from 'xstate'

export type SocialProvider = 'google' | 'apple' | 'facebook'

export interface Credentials {
  email: string
  password: string
  stayConnected: boolean
}

export interface SocialCredentials {
  provider: SocialProvider
  token: string
  stayConnected: boolean
}

export type SignInError = 'MISSING_FIELDS' | 'INCORRECT_CREDENTIALS' | 'SOCIAL_REFUSED' | 'ACCOUNT_SUSPENDED' | 'RATE_LIMITED' | 'UNHANDLED'

export interface SignInContext<U = unknown> {
  error: SignInError | null
  /** The provider of the last social sign-in (its name is in the refusal). */
  provider: SocialProvider | null
  stayConnected: boolean
  user: U | null
}

export type SignInEvent = ({ type: 'SUBMIT' } & Credentials) | ({ type: 'SOCIAL' } & SocialCredentials) | { type: 'EDIT' }

/** An error thrown by the sign-in actors: its API error code, when it has one. */
export function signInErrorOf(error: unknown): SignInError {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'INCORRECT_CREDENTIALS' || code === 'UNAUTHORIZED') return 'INCORRECT_CREDENTIALS'
  if (code === 'ACCOUNT_SUSPENDED') return 'ACCOUNT_SUSPENDED'
  if (code === 'RATE_LIMITED') return 'RATE_LIMITED'
  return 'UNHANDLED'
}

/** A provider's token the server refused is not a wrong password: the form's fields are not at fault. */
export function socialSignInErrorOf(error: unknown): SignInError {
  const known = signInErrorOf(error)
  return known === 'INCORRECT_CREDENTIALS' ? 'SOCIAL_REFUSED' : known
}

const notProvided = (name: string) => () => Promise.reject(new Error(`signIn: actor ${name} not provided`))

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as { user: unknown; stayConnected: boolean },
  },
  actors: {
    /** POST /api/sign-in/frontend; resolves with the user, rejects with an ApiError-like { code }. */
    signIn: fromPromise<unknown, Credentials>(notProvided('signIn')),
    /** POST /api/social-sign-in. */
    socialSignIn: fromPromise<unknown, SocialCredentials>(notProvided('socialSignIn')),
  },
  guards: {
    filledIn: (_, params: { email: string; password: string }) => params.email.trim() !== '' && params.password !== '',
  },
}).createMachine({
  id: 'signIn',
  context: { error: null, provider: null, stayConnected: false, user: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: assign({ error: null }) },
        SUBMIT: [
          {
            guard: { type: 'filledIn', params: ({ event }) => ({ email: event.email, password: event.password }) },
            target: 'submitting',
            actions: assign({ error: null, stayConnected: ({ event }) => event.stayConnected }),
          },
          { actions: assign({ error: 'MISSING_FIELDS' as const }) },
        ],
        SOCIAL: {
          target: 'socialSubmitting',
          actions: assign({ error: null, provider: ({ event }) => event.provider, stayConnected: ({ event }) => event.stayConnected }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const { email, password, stayConnected } = event as Extract<SignInEvent, { type: 'SUBMIT' }>
          return { email: email.trim(), password, stayConnected }
        },
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => signInErrorOf(event.error) }) },
      },
    },
    socialSubmitting: {
      invoke: {
        id: 'socialSignIn',
        src: 'socialSignIn',
        input: ({ event }) => {
          const { provider, token, stayConnected } = event as Extract<SignInEvent, { type: 'SOCIAL' }>
          return { provider, token, stayConnected }
        },
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => socialSignInErrorOf(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ user: context.user, stayConnected: context.stayConnected }),
})
