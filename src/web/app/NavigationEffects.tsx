import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { installAnalytics, sendPageView } from './analytics'
import { useConfig } from './config-context'
import { usePageTitle } from './page-title'

/** On every navigation: the page's title, back to the top, and a page view when analytics is configured. */
export function NavigationEffects() {
  const [location] = useLocation()
  const { analyticsId, hideSuppliers } = useConfig()
  // Before the page view below, which reports the title.
  usePageTitle(location, hideSuppliers)

  useEffect(() => {
    if (analyticsId) installAnalytics(analyticsId)
  }, [analyticsId])

  useEffect(() => {
    // A link to a section (/#destinations) scrolls to it instead.
    if (!globalThis.location.hash) window.scrollTo({ top: 0, left: 0 })
    if (analyticsId) sendPageView(location)
  }, [location, analyticsId])

  return null
}
