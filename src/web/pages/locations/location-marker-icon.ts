import { divIcon, type DivIcon } from 'leaflet'
import { css } from '../../../../styled-system/css'

// A DivIcon drawn in SVG: nothing to download (Leaflet's default PNG markers do not survive
// bundling), so markers show and work even when no tile or image can load.
const PIN_SVG =
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 39 16 39s15-12 15-23.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="white" stroke-width="2"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="white"/></svg>'

const markerClass = css({
  color: 'gray.800',
  cursor: 'pointer',
  borderRadius: 'sm',
  filter: 'drop-shadow(0 2px 2px rgb(0 0 0 / 0.35))',
  _hover: { color: 'accent.default' },
  // Two rings (dark and light) keep the focus visible over any tile colour.
  _focusVisible: { outline: '3px solid', outlineColor: 'gray.900', outlineOffset: '2px', boxShadow: '0 0 0 5px white' },
  '& svg': { display: 'block' },
})
const hiddenLabelClass = css({ srOnly: true })

/** The marker of one location; Leaflet gives it role=button, the hidden text its name. */
export function locationMarkerIcon(name: string): DivIcon {
  const content = document.createElement('span')
  content.innerHTML = PIN_SVG
  const label = document.createElement('span')
  label.className = hiddenLabelClass
  label.textContent = name // text, never HTML: names come from the API
  content.append(label)
  return divIcon({ className: markerClass, html: content, iconSize: [32, 40], iconAnchor: [16, 40], popupAnchor: [0, -36] })
}
