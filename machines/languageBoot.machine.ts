// Spec §4 "Language choice at start", as a machine. Pure: every side effect is a
// named actor or action whose default here is harmless; the SPA supplies the
// real ones with `languageBootMachine.provide({ actors, actions })`.
//
//   choosing ─┬─ ?l= supported ─────────────┐
//             ├─ stored supported ──────────┤
//             ├─ visitor + languageFromIp ─ lookingUpCountry ─(country or failure)─┐
//             └─ otherwise en ──────────────┤                                      │
//                                           chosen (persistLanguage) ◄─────────────┘
//                  user.language differs? ──┴─ no ─► done
//                                  yes ─► syncing.checkingSession ─ not 200 ─► done
//                                            └ 200 ─► syncing.updatingServerLanguage ─► done | failed
//
// From `chosen` on (tag `languageReady`), `context.language` no longer changes:
// the app can render while the server copy is being synchronised.
import { assign, fromPromise, setup } from 'xstate'
import { DEFAULT_LANGUAGE, type Language } from '../src/domain/enums'
import { isSupportedLanguage, languageForCountry, languageFromQuery } from '../src/domain/language'

export interface LanguageBootInput {
  /** The URL query string, e.g. '?l=fr&x=1'. */
  search: string
  /** The language kept in browser storage (key bc-fe-language), if any. */
  storedLanguage: string | null
  /** The signed-in user, or null for a visitor. */
  user: { id: string; language: string } | null
  /** The language-from-IP setting (off by default). */
  languageFromIp: boolean
}

export interface LanguageBootContext extends LanguageBootInput {
  language: Language
  error: 'LANGUAGE_CHANGE_FAILED' | null
}

export interface UpdateServerLanguageInput {
  userId: string
  language: Language
}

export const LANGUAGE_READY_TAG = 'languageReady'

const notProvided = (name: string) => () => Promise.reject(new Error(`languageBoot: actor ${name} not provided`))

export const languageBootMachine = setup({
  types: {
    input: {} as LanguageBootInput,
    context: {} as LanguageBootContext,
    output: {} as { language: Language; error: LanguageBootContext['error'] },
    tags: {} as typeof LANGUAGE_READY_TAG,
  },
  actors: {
    /** Resolves with the visitor's country code (GET /api/country-code). Default: fails, hence en. */
    lookupCountry: fromPromise<string>(notProvided('lookupCountry')),
    /** Resolves with the HTTP status of the session check. Default: 0, never 200, so no update. */
    checkSession: fromPromise<number>(() => Promise.resolve(0)),
    /** Saves the language on the user's record (POST /api/update-language). Default: fails. */
    updateServerLanguage: fromPromise<void, UpdateServerLanguageInput>(notProvided('updateServerLanguage')),
  },
  actions: {
    /** Keep the chosen language in browser storage (and apply it). */
    persistLanguage: (_, _params: { language: Language }) => {},
    /** Show the "An error occurred while changing language" toast. */
    notifyLanguageChangeFailed: (_, _params: { code: 'LANGUAGE_CHANGE_FAILED' }) => {},
  },
  guards: {
    hasQueryLanguage: ({ context }) => languageFromQuery(context.search) !== null,
    hasStoredLanguage: ({ context }) => isSupportedLanguage(context.storedLanguage),
    // Checked after the two above, so "neither" holds; signed-in users never look up.
    shouldLookUpCountry: ({ context }) => context.user === null && context.languageFromIp,
    userLanguageDiffers: ({ context }) => context.user !== null && context.user.language !== context.language,
    sessionIsLive: (_, params: { status: number }) => params.status === 200,
  },
}).createMachine({
  id: 'languageBoot',
  context: ({ input }) => ({ ...input, language: DEFAULT_LANGUAGE, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        {
          guard: 'hasQueryLanguage',
          target: 'chosen',
          actions: assign({ language: ({ context }) => languageFromQuery(context.search) ?? DEFAULT_LANGUAGE }),
        },
        {
          guard: 'hasStoredLanguage',
          target: 'chosen',
          actions: assign({
            language: ({ context }) =>
              isSupportedLanguage(context.storedLanguage) ? context.storedLanguage : DEFAULT_LANGUAGE,
          }),
        },
        { guard: 'shouldLookUpCountry', target: 'lookingUpCountry' },
        { target: 'chosen', actions: assign({ language: DEFAULT_LANGUAGE }) },
      ],
    },
    lookingUpCountry: {
      invoke: {
        id: 'lookupCountry',
        src: 'lookupCountry',
        onDone: {
          target: 'chosen',
          actions: assign({ language: ({ event }) => languageForCountry(event.output) }),
        },
        // A failed lookup is not the visitor's problem: use the default.
        onError: { target: 'chosen', actions: assign({ language: DEFAULT_LANGUAGE }) },
      },
    },
    chosen: {
      tags: [LANGUAGE_READY_TAG],
      entry: { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
      always: [{ guard: 'userLanguageDiffers', target: 'syncing' }, { target: 'done' }],
    },
    syncing: {
      tags: [LANGUAGE_READY_TAG],
      initial: 'checkingSession',
      states: {
        checkingSession: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: { type: 'sessionIsLive', params: ({ event }) => ({ status: event.output }) },
                target: 'updatingServerLanguage',
              },
              // The server is updated only after a session check returned 200.
              { target: '#languageBoot.done' },
            ],
            onError: { target: '#languageBoot.done' },
          },
        },
        updatingServerLanguage: {
          invoke: {
            id: 'updateServerLanguage',
            src: 'updateServerLanguage',
            input: ({ context }): UpdateServerLanguageInput => ({
              userId: context.user?.id ?? '',
              language: context.language,
            }),
            onDone: { target: '#languageBoot.done' },
            onError: {
              target: '#languageBoot.failed',
              actions: [
                assign({ error: 'LANGUAGE_CHANGE_FAILED' as const }),
                { type: 'notifyLanguageChangeFailed', params: { code: 'LANGUAGE_CHANGE_FAILED' as const } },
              ],
            },
          },
        },
      },
    },
    done: { type: 'final', tags: [LANGUAGE_READY_TAG] },
    failed: { type: 'final', tags: [LANGUAGE_READY_TAG] },
  },
  output: ({ context }) => ({ language: context.language, error: context.error }),
})
