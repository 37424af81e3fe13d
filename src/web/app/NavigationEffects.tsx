import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { installAnalytics, sendPageView, stopAnalytics } from './analytics'
import { useConfig } from './config-context'
import { useAnalyticsConsent } from './consent/analytics-consent'
import { useLanguage } from './language-context'
import { useMetaDescription } from './meta-description'
import { usePageTitle } from './page-title'

/**
 * On every navigation: the page's title and meta description, back to the top, and a page view when analytics is
 * configured and the visitor accepted it (the consent banner; nothing is sent otherwise).
 */
export function NavigationEffects() {
  const [location] = useLocation()
  const { analyticsId, hideSuppliers } = useConfig()
  const consent = useAnalyticsConsent()
  const analyticsOn = analyticsId !== null && consent === 'granted'
  const { language } = useLanguage()
  // Before the page view below, which reports the title.
  usePageTitle(location, hideSuppliers)
  useMetaDescription(location, hideSuppliers, language)

  useEffect(() => {
    if (analyticsOn && analyticsId) installAnalytics(analyticsId)
    else stopAnalytics()
  }, [analyticsOn, analyticsId])

  useEffect(() => {
    // A link to a section (/#destinations) scrolls to it instead.
    if (!globalThis.location.hash) window.scrollTo({ top: 0, left: 0 })
  }, [location])

  // Also when the visitor accepts: the page they are on counts.
  useEffect(() => {
    if (analyticsOn) sendPageView(location)
  }, [location, analyticsOn])

  return null
}
