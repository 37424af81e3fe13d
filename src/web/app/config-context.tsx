import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import {
  BOOKING_HORIZON_DAYS,
  LANGUAGE_FROM_IP_DEFAULT,
  MAXIMUM_RENTAL_DAYS,
  MINIMUM_DRIVER_AGE,
  MINIMUM_PICKUP_HOURS,
  MINIMUM_RENTAL_HOURS,
  PAGINATION_MODE,
} from '../../domain/constants'
import { publicConstants } from '../../domain/public-constants'
import { fetchConfig, type AppConfig } from '../api/config'

/** Used when GET /api/config fails: spec §9 values with every optional provider off. */
export const FALLBACK_CONFIG: AppConfig = {
  minimumPickUpHours: MINIMUM_PICKUP_HOURS,
  minimumRentalHours: MINIMUM_RENTAL_HOURS,
  minimumDriverAge: MINIMUM_DRIVER_AGE,
  maximumRentalDays: MAXIMUM_RENTAL_DAYS,
  bookingHorizonDays: BOOKING_HORIZON_DAYS,
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

/** Step 1 of the boot: GET /api/config once; children render only once it is known. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<AppConfig | null>(null)

  useEffect(() => {
    let active = true
    fetchConfig()
      .catch((error: unknown) => {
        // The shop stays usable without it: optional providers are simply off.
        console.error('Configuration could not be loaded; using defaults.', error)
        return FALLBACK_CONFIG
      })
      .then((loaded) => active && setConfig(loaded))
    return () => {
      active = false
    }
  }, [])

  return config ? <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider> : null
}
