import { createActor, waitFor, type Actor, type AnyActorLogic, type SnapshotFrom } from 'xstate'
import type { CheckoutRequest } from '../../machines/checkout.machine'
import type { KnownPlaceZones } from '../../machines/search.machine'
import { STORAGE_KEYS } from '../domain/constants'
import { toSupportedCurrency } from '../domain/currency'
import { appRouteOf } from '../domain/routes'
import { parseSearchQuery } from '../domain/search-query'
import { appSearchMachine } from './api/search'
import type { Language } from '../domain/enums'
import { fetchDestinations, fetchLocationsWithPosition, fetchSuppliers } from './api/catalogue'
import type { BootData } from './app/boot'
import type { ServedData } from './app/use-remote-data'
import { initialPlacesRead, INITIAL_PLACES_BOOT_ID } from './components/search-form/use-initial-locations'
import type { RenderRequest } from './entry-server'
import { parseCheckoutUrl } from './pages/checkout/checkout-url'
import { CHECKOUT_MACHINE_ID, pricedCheckoutMachine } from './pages/checkout/use-checkout'
import { SEARCH_MACHINE_ID, searchMachineInput } from './pages/search/use-search-page'

/** A page is not held longer than this by its machines: past it, the browser takes over. */
const MACHINE_TIME_LIMIT_MS = 5_000

/**
 * Runs the machines of a page to the state the page shows (the search machine to its results) and
 * returns their persisted snapshots, by machine id: the server renders from them and the browser's
 * actors resume from them (src/web/app/boot.tsx), without asking again for what the HTML shows.
 */
export async function runPageMachines(pathname: string, search: string, language: Language, request: RenderRequest): Promise<BootData['snapshots']> {
  switch (appRouteOf(pathname)) {
    case 'search': {
      const [key, read] = initialPlacesRead(parseSearchQuery(search.replace(/^\?/, '')).criteria, language)
      const [machines, places] = await Promise.all([runSearch(search, request), key ? readData({ [INITIAL_PLACES_BOOT_ID]: [key, () => read()] }) : {}])
      return { ...machines, ...places }
    }
    case 'checkout':
      return runCheckout(search, language, request)
    case 'home':
      return readData({ destinations: [language, () => fetchDestinations(language)], suppliers: ['suppliers', () => fetchSuppliers()] })
    case 'suppliers':
      return readData({ suppliers: ['suppliers', () => fetchSuppliers()] })
    case 'locations':
      return readData({ locations: [language, () => fetchLocationsWithPosition(language)] })
    default:
      return {}
  }
}

/**
 * Plain reads of a page (useRemoteData's, by boot id: [key, read]). One that fails is left out:
 * the browser reads it, and says so if it fails there too.
 */
async function readData(reads: Record<string, [key: string, read: () => Promise<unknown>]>): Promise<BootData['snapshots']> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([id, [key, read]]): Promise<[string, ServedData<unknown>][]> => {
      try {
        const served: ServedData<unknown> = { key, data: await read() }
        return [[id, served]]
      } catch {
        return []
      }
    }),
  )
  return Object.fromEntries(entries.flat())
}

const displayCurrency = (request: RenderRequest) => toSupportedCurrency(request.stored[STORAGE_KEYS.currency] ?? null)

/**
 * The search machine, from the URL's query to its results. It starts knowing the time zones of the
 * URL's places, so it judges the criteria at their places as the browser resumed from its snapshot will.
 */
async function runSearch(search: string, request: RenderRequest): Promise<BootData['snapshots']> {
  const query = parseSearchQuery(search.replace(/^\?/, ''))
  const placeZones = query.criteria ? await knownZones([query.criteria.pickUpLocation, query.criteria.dropOffLocation], request) : {}
  const actor = createActor(appSearchMachine, { input: searchMachineInput(request.config, displayCurrency(request), placeZones) })
  return persisted(SEARCH_MACHINE_ID, actor, (state) => !state.matches('checking') && !state.matches('loading'), () =>
    actor.send({ type: 'search.load', query }),
  )
}

/** The time zones of the places that exist among `placeIds`, by id. */
async function knownZones(placeIds: string[], request: RenderRequest): Promise<KnownPlaceZones> {
  const ids = [...new Set(placeIds)]
  // one that cannot be had is left out: the server's answer to the search judges that place
  const zones = await Promise.all(ids.map((id) => request.placeTimeZone(id).catch(() => undefined)))
  return Object.fromEntries(ids.flatMap((id, index) => (zones[index] ? [[id, zones[index]]] : [])))
}

/** The checkout machine, from the URL's car and dates to the priced form (or the reason it cannot be). */
function runCheckout(search: string, language: Language, request: RenderRequest): Promise<BootData['snapshots']> {
  const url = parseCheckoutUrl(search.replace(/^\?/, ''))
  if (!url) return Promise.resolve({})
  const checkout: CheckoutRequest = {
    car: url.car,
    pickUpLocation: url.pickUpLocation,
    dropOffLocation: url.dropOffLocation,
    // the URL's wall times at the places, as the browser sends them (never this server's zone)
    from: url.from,
    to: url.to,
    language,
    currency: displayCurrency(request),
  }
  const actor = createActor(pricedCheckoutMachine, { input: { request: checkout, draft: null } })
  return persisted(CHECKOUT_MACHINE_ID, actor, (state) => !state.matches('loading'))
}

/** Runs `actor` until `settled`, and gives its persisted snapshot under `id`; nothing if too slow. */
async function persisted<Logic extends AnyActorLogic>(
  id: string,
  actor: Actor<Logic>,
  settled: (state: SnapshotFrom<Logic>) => boolean,
  start?: () => void,
): Promise<BootData['snapshots']> {
  actor.start()
  try {
    start?.()
    await waitFor(actor, settled, { timeout: MACHINE_TIME_LIMIT_MS })
    return { [id]: actor.getPersistedSnapshot() }
  } catch {
    // too slow: the page is rendered as it starts, and the browser goes on from there
    return {}
  } finally {
    actor.stop()
  }
}
