import { useMachine } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { locationSearchMachine, type LocationSearchInput } from '../../../../machines/locationSearch.machine'
import type { Language } from '../../../domain/enums'
import { searchLocations, type LocationOption } from '../../api/search'
import { getInspect } from '../../app/inspector'

/** The locationSearch machine bound to the locations API (the request is aborted when left). */
const appLocationSearchMachine = locationSearchMachine.provide({
  actors: {
    searchLocations: fromPromise<LocationOption[], LocationSearchInput>(({ input, signal }) =>
      searchLocations(input.keyword, input.language, signal),
    ),
  },
})

export type LocationSearch = {
  /** The places matching the words typed last; empty while `busy`. */
  items: LocationOption[]
  /** `busy`: the words changed and their places are not there yet (never the old ones instead). */
  status: 'idle' | 'busy' | 'done' | 'failed'
  /** The visitor typed `keyword` (asked after a short pause). */
  type: (keyword: string) => void
  /** Asks at once (the list opened before anything was typed). */
  searchNow: (keyword: string) => void
}

/** The place type-ahead of one combobox (see machines/locationSearch.machine.ts). */
export function useLocationSearch(language: Language): LocationSearch {
  const [snapshot, send] = useMachine(appLocationSearchMachine, { inspect: getInspect() })
  const type = useCallback((keyword: string) => send({ type: 'locationSearch.type', keyword, language }), [send, language])
  const searchNow = useCallback((keyword: string) => send({ type: 'locationSearch.searchNow', keyword, language }), [send, language])
  const status: LocationSearch['status'] = snapshot.hasTag('busy')
    ? 'busy'
    : snapshot.matches('done')
      ? 'done'
      : snapshot.matches('failed')
        ? 'failed'
        : 'idle'
  return { items: snapshot.context.items, status, type, searchNow }
}
