import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { STORAGE_KEYS } from '../../domain/constants'
import { toSupportedCurrency } from '../../domain/currency'
import type { Currency } from '../../domain/enums'
import { useInitialStored, useStoredPreferenceAfterHydration } from './boot'
import { writeStored } from './storage'

interface CurrencyContextValue {
  currency: Currency
  setCurrency: (currency: Currency) => void
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null)

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext)
  if (!value) throw new Error('useCurrency: outside CurrencyProvider')
  return value
}

/** The display currency, kept under bc-fe-currency; anything unsupported becomes USD (spec §5). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const stored = useInitialStored(STORAGE_KEYS.currency)
  const [currency, setCurrencyState] = useState<Currency>(() => toSupportedCurrency(stored))
  useStoredPreferenceAfterHydration(STORAGE_KEYS.currency, stored, (kept) => setCurrencyState(toSupportedCurrency(kept)))
  useEffect(() => {
    if (stored !== null && stored !== currency) writeStored(STORAGE_KEYS.currency, currency)
    // the stored value is put right once, at the start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const setCurrency = useCallback((next: Currency) => {
    const accepted = toSupportedCurrency(next)
    writeStored(STORAGE_KEYS.currency, accepted)
    setCurrencyState(accepted)
  }, [])

  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency])
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>
}
