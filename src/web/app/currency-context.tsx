import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { STORAGE_KEYS } from '../../domain/constants'
import { toSupportedCurrency } from '../../domain/currency'
import type { Currency } from '../../domain/enums'
import { readStored, writeStored } from './storage'

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
  const [currency, setCurrencyState] = useState<Currency>(() => {
    const stored = readStored(STORAGE_KEYS.currency)
    const accepted = toSupportedCurrency(stored)
    if (stored !== null && stored !== accepted) writeStored(STORAGE_KEYS.currency, accepted)
    return accepted
  })

  const setCurrency = useCallback((next: Currency) => {
    const accepted = toSupportedCurrency(next)
    writeStored(STORAGE_KEYS.currency, accepted)
    setCurrencyState(accepted)
  }, [])

  return <CurrencyContext.Provider value={{ currency, setCurrency }}>{children}</CurrencyContext.Provider>
}
