import { Component, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'

/** If the map chunk or Leaflet fails, say so and keep the page: the list below has every location. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error): void {
    console.error(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="status" className={css({ p: '3', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', color: 'fg.muted' })}>
        <FormattedMessage id="locations.map.failed" />
      </p>
    )
  }
}
