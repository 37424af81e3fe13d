import { latLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { RentalLocation } from '../../api/catalogue'
import { locationMarkerIcon } from './location-marker-icon'
import './leaflet-in-base-layer.css'

// This module is the lazy map chunk: only /locations downloads Leaflet and its CSS.

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
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
  '& .leaflet-container a.leaflet-popup-close-button, & a.leaflet-popup-close-button': { color: 'fg.muted' },
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
      {locations.map((location) => (
        <LocationMarker key={location.id} location={location} href={searchPath(location.id)} />
      ))}
    </MapContainer>
  )
}

function LocationMarker({ location, href }: { location: RentalLocation; href: string }) {
  const icon = useMemo(() => locationMarkerIcon(location.name), [location.name])
  return (
    <Marker
      position={[location.latitude, location.longitude]}
      icon={icon}
      title={location.name}
      keyboard
      riseOnHover
      eventHandlers={markerKeyboardHandlers}
    >
      <Popup>
        <LocationPopup location={location} href={href} />
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

function LocationPopup({ location, href }: { location: RentalLocation; href: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null)
  // The popup sits after every marker in the DOM: move focus into it so Tab reaches its link.
  // preventScroll: scrolling Leaflet's overflow-hidden container would shift the whole map.
  useEffect(() => linkRef.current?.focus({ preventScroll: true }), [])
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg', lineHeight: 'snug' })}>{location.name}</p>
      <p className={css({ color: 'fg.muted' })}>{location.countryName}</p>
      <Link ref={linkRef} href={href} className={button({ size: 'sm' })}>
        <FormattedMessage id="locations.searchFromHere" />
      </Link>
    </div>
  )
}
