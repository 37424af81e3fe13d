import { divIcon, type DivIcon } from 'leaflet'
import { css } from '../../../../styled-system/css'

/** Size of a marker in pixels; markers closer than this are grouped (see group-nearby.ts). */
export const MARKER_SIZE = { width: 32, height: 40 } as const

// A DivIcon drawn in SVG: nothing to download (Leaflet's default PNG markers do not survive
// bundling), so markers show and work even when no tile or image can load.
const PIN_PATH = 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 39 16 39s15-12 15-23.2C31 7.6 24.3 1 16 1z'
const pinSvg = (count?: number) =>
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false">' +
  `<path d="${PIN_PATH}" fill="currentColor" stroke="white" stroke-width="2"/>` +
  (count === undefined
    ? '<circle cx="16" cy="15.5" r="5.5" fill="white"/>'
    : `<circle cx="16" cy="15.5" r="9.5" fill="white"/><text x="16" y="20" text-anchor="middle" font-size="12" font-weight="700" fill="#24272e">${count}</text>`) +
  '</svg>'

const markerClass = css({
  color: 'gray.800',
  cursor: 'pointer',
  borderRadius: 'sm',
  fontFamily: 'body',
  filter: 'drop-shadow(0 2px 2px rgb(0 0 0 / 0.35))',
  _hover: { color: 'accent.default' },
  // Two rings (dark and light) keep the focus visible over any tile colour.
  _focusVisible: { outline: '3px solid', outlineColor: 'gray.900', outlineOffset: '2px', boxShadow: '0 0 0 5px white' },
  '& svg': { display: 'block' },
})
const hiddenLabelClass = css({ srOnly: true })

/**
 * The marker of one location, or of `count` nearby ones. Leaflet gives it role=button;
 * the hidden `label` is its accessible name.
 */
export function locationMarkerIcon(label: string, count?: number): DivIcon {
  const content = document.createElement('span')
  content.innerHTML = pinSvg(count) // only numbers go into the markup
  const name = document.createElement('span')
  name.className = hiddenLabelClass
  name.textContent = label // text, never HTML: names come from the API
  content.append(name)
  return divIcon({
    className: markerClass,
    html: content,
    iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
    iconAnchor: [MARKER_SIZE.width / 2, MARKER_SIZE.height],
    popupAnchor: [0, -MARKER_SIZE.height + 4],
  })
}
