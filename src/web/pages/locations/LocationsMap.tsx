import { latLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet'
import ZoomIn from 'lucide-react/icons/zoom-in'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { Button } from '../../components/ui/button'
import type { RentalLocation } from '../../api/catalogue'
import { groupNearby } from './group-nearby'
import { locationMarkerIcon, MARKER_SIZE } from './location-marker-icon'
import './leaflet-in-base-layer.css'

// This module is the lazy map chunk: only /locations downloads Leaflet and its CSS.

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
/** Pixels kept free between two markers. */
const MARKER_GAP = 4
/** Zooming in on a group stops at city level (locations at the same spot never part). */
const GROUP_ZOOM_MAX = 14
/** One marker alone would otherwise be zoomed to street level. */
const FIT_MAX_ZOOM = 10

const mapClass = css({
  height: { base: '420px', md: '560px' },
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  // Own stacking context: Leaflet's panes (z-index 400+) must stay under the sticky header.
  position: 'relative',
  zIndex: 0,
  fontFamily: 'body',
  fontSize: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  // Popups follow the colour mode; the attribution keeps a readable contrast on its light strip.
  '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': { bg: 'bg.surface', color: 'fg.default' },
  '& .leaflet-popup-content': { m: '2', minWidth: '180px' },
  '& .leaflet-popup-content p': { m: '0' },
  '& .leaflet-popup-scrolled': { borderWidth: '0' },
  '& a.leaflet-popup-close-button': { color: 'fg.muted' },
  '& .leaflet-control-attribution a': { color: 'gray.800', textDecoration: 'underline' },
})

interface LocationsMapProps {
  locations: RentalLocation[]
  searchPath: (locationId: string) => string
  /** Id of the text telling how to use the map with a keyboard. */
  hintId: string
}

/** Every location as a keyboard-operable marker whose popup starts a search from there. */
export default function LocationsMap({ locations, searchPath, hintId }: LocationsMapProps) {
  const intl = useIntl()
  const [map, setMap] = useState<LeafletMap | null>(null)
  // Positions do not depend on the language, so the first fit stays right when names change.
  const bounds = useMemo(() => latLngBounds(locations.map((location) => [location.latitude, location.longitude])), [locations])
  const label = intl.formatMessage({ id: 'locations.map.label' })

  useEffect(() => {
    // MapContainer passes no ARIA props to its <div>: name the focusable container here.
    const container = map?.getContainer()
    if (!container) return
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-describedby', hintId)
  }, [map, label, hintId])

  return (
    <MapContainer
      ref={setMap}
      bounds={bounds}
      boundsOptions={{ padding: [32, 32], maxZoom: FIT_MAX_ZOOM }}
      // The page scrolls under the wheel; zoom stays on the +/- buttons, keys and pinch.
      scrollWheelZoom={false}
      className={mapClass}
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <LocationMarkers locations={locations} searchPath={searchPath} />
    </MapContainer>
  )
}

/** Markers regrouped at every zoom so that none overlaps another (see group-nearby.ts). */
function LocationMarkers({ locations, searchPath }: { locations: RentalLocation[]; searchPath: (locationId: string) => string }) {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  const groups = useMemo(() => {
    const points = locations.map((location) => {
      const { x, y } = map.project([location.latitude, location.longitude], zoom)
      return { item: location, x, y }
    })
    return groupNearby(points, MARKER_SIZE.width + MARKER_GAP, MARKER_SIZE.height + MARKER_GAP)
  }, [locations, map, zoom])

  return groups.map((group) => (
    <GroupMarker key={group.items.map((location) => location.id).join()} locations={group.items} position={group.anchor.item} searchPath={searchPath} />
  ))
}

interface GroupMarkerProps {
  /** One location, or several too close to be told apart at this zoom. */
  locations: RentalLocation[]
  position: RentalLocation
  searchPath: (locationId: string) => string
}

function GroupMarker({ locations, position, searchPath }: GroupMarkerProps) {
  const intl = useIntl()
  const single = locations.length === 1 ? locations[0]! : null
  const label = single
    ? single.name
    : intl.formatMessage({ id: 'locations.map.group' }, { count: locations.length, names: locations.map((location) => location.name).join(', ') })
  const icon = useMemo(() => locationMarkerIcon(label, single ? undefined : locations.length), [label, single, locations.length])
  return (
    <Marker
      position={[position.latitude, position.longitude]}
      icon={icon}
      title={label}
      keyboard
      riseOnHover
      eventHandlers={markerKeyboardHandlers}
    >
      <Popup maxHeight={280}>
        {single ? <LocationPopup location={single} href={searchPath(single.id)} /> : <GroupPopup locations={locations} searchPath={searchPath} />}
      </Popup>
    </Marker>
  )
}

/** Leaflet opens a popup on Enter; a role=button also answers Space, and focus must come back on close. */
const markerKeyboardHandlers: LeafletEventHandlerFnMap = {
  add(event) {
    const marker = event.target as LeafletMarker
    marker.getElement()?.addEventListener('keydown', (keyEvent) => {
      if (keyEvent.key !== ' ') return
      keyEvent.preventDefault()
      marker.openPopup()
    })
  },
  popupclose(event) {
    const marker = event.target as LeafletMarker
    const active = document.activeElement
    const focusWasInPopup = !active || active === document.body || event.popup.getElement()?.contains(active)
    if (focusWasInPopup) marker.getElement()?.focus({ preventScroll: true })
  },
}

/**
 * The popup sits after every marker in the DOM: move focus into it so Tab reaches its links.
 * preventScroll: scrolling Leaflet's overflow-hidden container would shift the whole map.
 */
function useFocusOnOpen() {
  const linkRef = useRef<HTMLAnchorElement>(null)
  useEffect(() => linkRef.current?.focus({ preventScroll: true }), [])
  return linkRef
}

/** Escape closes the popup (Leaflet only listens for it while the map itself has focus). */
function PopupFrame({ children }: { children: ReactNode }) {
  const map = useMap()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    map.closePopup()
  }
  return (
    // Catches the Escape pressed on the popup's link or button as it bubbles up: no focus of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown} className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      {children}
    </div>
  )
}

function LocationPopup({ location, href }: { location: RentalLocation; href: string }) {
  const linkRef = useFocusOnOpen()
  return (
    <PopupFrame>
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg', lineHeight: 'snug' })}>{location.name}</p>
      <p className={css({ color: 'fg.muted' })}>{location.countryName}</p>
      <Link ref={linkRef} href={href} className={button({ size: 'sm' })}>
        <FormattedMessage id="locations.searchFromHere" />
      </Link>
    </PopupFrame>
  )
}

function GroupPopup({ locations, searchPath }: { locations: RentalLocation[]; searchPath: (locationId: string) => string }) {
  const linkRef = useFocusOnOpen()
  const map = useMap()
  const zoomIn = () => {
    map.closePopup()
    // This marker is replaced by the zoom: keep focus on the map, from where Tab reaches the new markers.
    map.getContainer().focus({ preventScroll: true })
    map.fitBounds(latLngBounds(locations.map((location) => [location.latitude, location.longitude])), { padding: [64, 64], maxZoom: GROUP_ZOOM_MAX })
  }
  return (
    <PopupFrame>
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg', lineHeight: 'snug' })}>
        <FormattedMessage id="locations.map.groupTitle" values={{ count: locations.length }} />
      </p>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {locations.map((location, index) => (
          <li key={location.id}>
            <Link
              ref={index === 0 ? linkRef : undefined}
              href={searchPath(location.id)}
              className={css({ color: 'fg.default', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'accent.default' } })}
            >
              {location.name}
            </Link>
            <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{location.countryName}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={zoomIn}>
        <ZoomIn aria-hidden />
        <FormattedMessage id="locations.map.zoomIn" />
      </Button>
    </PopupFrame>
  )
}
