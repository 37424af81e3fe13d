import { lazy, Suspense, useCallback, useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { fetchLocationsWithPosition, type RentalLocation } from '../../api/catalogue'
import { useLanguage } from '../../app/language-context'
import { useRemoteData } from '../../app/use-remote-data'
import { useHydrated } from '../../platform/use-hydrated'
import { ErrorStatus, LoadingStatus } from '../home/RemoteStatus'
import { LocationList } from './LocationList'
import { MapErrorBoundary } from './MapErrorBoundary'
import { searchFromLocationPath } from './search-from-location'

// Leaflet is heavy: the list shows at once, the map follows in its own chunk.
const LocationsMap = lazy(() => import('./LocationsMap'))

const MAP_HINT_ID = 'locations-map-hint'

/** `/locations`: every location on a map and in a list, each one starting a search from there. */
export default function LocationsPage() {
  const { language } = useLanguage()
  const hydrated = useHydrated()
  const [locations, retry] = useRemoteData((signal) => fetchLocationsWithPosition(language, signal), language, 'locations')
  // Default dates are fixed for the visit, so links do not change under the pointer.
  const now = useMemo(() => new Date(), [])
  const searchPath = useCallback((locationId: string) => searchFromLocationPath(locationId, now), [now])

  return (
    <div className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '5', md: '8' } })}>
      <h1 className={css({ textStyle: 'h2', fontSize: { base: '3xl', md: '4xl' } })}>
        <FormattedMessage id="locations.title" />
      </h1>
      <p className={css({ mt: '1', mb: { base: '3', md: '4' }, maxWidth: 'prose', color: 'fg.muted', fontSize: 'lg' })}>
        {locations.status === 'success' && locations.data.length > 0 ? (
          <FormattedMessage id="locations.intro" values={{ count: locations.data.length, countries: countryCount(locations.data) }} />
        ) : (
          <FormattedMessage id="locations.introGeneric" />
        )}
      </p>
      {locations.status === 'loading' ? <LoadingStatus message="locations.loading" placeholders={3} /> : null}
      {locations.status === 'error' ? <ErrorStatus message="locations.error" onRetry={retry} /> : null}
      {locations.status === 'success' && locations.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="locations.empty" />
        </p>
      ) : null}
      {locations.status === 'success' && locations.data.length > 0 ? (
        <>
          <p id={MAP_HINT_ID} className={css({ mb: '1.5', fontSize: 'sm', color: 'fg.muted' })}>
            <FormattedMessage id="locations.map.hint" />
          </p>
          <MapErrorBoundary>
            {/* Leaflet works in a browser only: the server (and hydration) show the placeholder */}
            {hydrated ? (
              <Suspense fallback={<MapPlaceholder />}>
                <LocationsMap locations={locations.data} searchPath={searchPath} hintId={MAP_HINT_ID} />
              </Suspense>
            ) : (
              <MapPlaceholder />
            )}
          </MapErrorBoundary>
          <LocationList locations={locations.data} searchPath={searchPath} />
        </>
      ) : null}
    </div>
  )
}

function countryCount(locations: RentalLocation[]): number {
  return new Set(locations.map((location) => location.countryId)).size
}

/** Same size as the map, so nothing jumps when Leaflet arrives. */
function MapPlaceholder() {
  return (
    <div role="status" className={css({ height: { base: '420px', md: '560px' }, borderRadius: 'lg', bg: 'bg.muted', display: 'grid', placeItems: 'center', color: 'fg.muted' })}>
      <FormattedMessage id="locations.map.loading" />
    </div>
  )
}
