// The place type-ahead of the search form (issue 15, item 5). Suggestions always belong to the
// words in the box: typing drops the previous suggestions at once, so while the new ones are on
// their way the list is busy ('Searching…') and has nothing to pick. A quick click or Enter can
// never take a place that answered an older word. Pure: the request is the named actor
// `searchLocations`, supplied by the SPA with `.provide()`; leaving `loading` aborts it.
//
//   idle ─ type ─► waiting ─ after typeAheadDelay ─► loading ─ done ──► done
//                   ▲  └─ type (the wait starts again)       └─ error ─► failed
//   any state ─ type ─► waiting;  any state ─ searchNow ─► loading (the list opened before typing)
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'
import type { Language } from '../src/domain/enums'

export type Place = components['schemas']['Location']

/** Wait this long after the last key press before asking the server. */
export const TYPE_AHEAD_DELAY_MS = 250

export interface LocationSearchInput {
  keyword: string
  language: Language
}

export interface LocationSearchContext extends LocationSearchInput {
  /** The places matching `keyword`; empty until they arrive. */
  items: Place[]
}

export type LocationSearchEvent =
  | ({ type: 'locationSearch.type' } & LocationSearchInput)
  | ({ type: 'locationSearch.searchNow' } & LocationSearchInput)

const notProvided = () => Promise.reject(new Error('locationSearch: actor searchLocations not provided'))

export const locationSearchMachine = setup({
  types: {
    context: {} as LocationSearchContext,
    events: {} as LocationSearchEvent,
  },
  actors: {
    searchLocations: fromPromise<Place[], LocationSearchInput>(notProvided),
  },
  delays: {
    typeAheadDelay: TYPE_AHEAD_DELAY_MS,
  },
  actions: {
    /** New words: the suggestions of the old ones are no longer suggestions. */
    takeKeyword: assign(({ event }) => {
      assertEvent(event, ['locationSearch.type', 'locationSearch.searchNow'])
      return { keyword: event.keyword, language: event.language, items: [] }
    }),
  },
}).createMachine({
  id: 'locationSearch',
  context: { keyword: '', language: 'en', items: [] },
  initial: 'idle',
  on: {
    'locationSearch.type': { target: '.waiting', reenter: true, actions: 'takeKeyword' },
    'locationSearch.searchNow': { target: '.loading', reenter: true, actions: 'takeKeyword' },
  },
  states: {
    idle: {},
    waiting: {
      tags: ['busy'],
      after: { typeAheadDelay: { target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'searchLocations',
        src: 'searchLocations',
        input: ({ context }) => ({ keyword: context.keyword.trim(), language: context.language }),
        onDone: { target: 'done', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    done: {},
    failed: {},
  },
})
