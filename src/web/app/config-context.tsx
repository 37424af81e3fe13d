import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import {
  BOOKING_HORIZON_DAYS,
  GUEST_CONFIRMATION_HOURS,
  LANGUAGE_FROM_IP_DEFAULT,
  MAXIMUM_RENTAL_DAYS,
  MINIMUM_DRIVER_AGE,
  MINIMUM_PICKUP_HOURS,
  MINIMUM_RENTAL_HOURS,
  PAGINATION_MODE,
} from '../../domain/constants'
import { EMBEDDED_CONFIG_ID } from '../../domain/embedded-config'
import { publicConstants } from '../../domain/public-constants'
import { fetchConfig, type AppConfig } from '../api/config'
import { useBoot } from './boot'

/** Used when GET /api/config fails: spec §9 values with every optional provider off. */
export const FALLBACK_CONFIG: AppConfig = {
  minimumPickUpHours: MINIMUM_PICKUP_HOURS,
  minimumRentalHours: MINIMUM_RENTAL_HOURS,
  minimumDriverAge: MINIMUM_DRIVER_AGE,
  maximumRentalDays: MAXIMUM_RENTAL_DAYS,
  bookingHorizonDays: BOOKING_HORIZON_DAYS,
  guestConfirmationHours: GUEST_CONFIRMATION_HOURS,
  paymentGateway: null,
  stripePublishableKey: null,
  paypalClientId: null,
  socialSignInProviders: [],
  socialSignInClientIds: { google: null, apple: null, facebook: null },
  recaptchaSiteKey: null,
  analyticsId: null,
  ...publicConstants,
  paginationMode: PAGINATION_MODE,
  hideSuppliers: false,
  languageFromIp: LANGUAGE_FROM_IP_DEFAULT,
  contactEmail: null,
}

const ConfigContext = createContext<AppConfig | null>(null)

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('useConfig: outside ConfigProvider')
  return config
}

/**
 * The configuration the server wrote into the page (src/server/web-page.ts), or null where there is
 * none (Vite's development server, tests).
 */
export function embeddedConfig(): AppConfig | null {
  const text = globalThis.document?.getElementById(EMBEDDED_CONFIG_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as AppConfig
  } catch {
    return null
  }
}

/** Step 1 of the boot: the configuration, from the page or GET /api/config; children render once it is known. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const boot = useBoot()
  const [config, setConfig] = useState<AppConfig | null>(() => boot?.config ?? embeddedConfig())

  useEffect(() => {
    if (config) return
    let active = true
    void fetchConfig()
      .catch((error: unknown) => {
        // The shop stays usable without it: optional providers are simply off.
        console.error('Configuration could not be loaded; using defaults.', error)
        return FALLBACK_CONFIG
      })
      .then((loaded) => active && setConfig(loaded))
    return () => {
      active = false
    }
    // Asked once, at the start, when the page did not bring it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return config ? <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider> : null
}
