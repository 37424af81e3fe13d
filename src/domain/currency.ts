// Currency rules of spec §5 and §9: supported list, symbols, number format.
import { BASE_CURRENCY, currencies, type Currency, type Language } from './enums'
import { decimalMark, groupThousands } from './number-format'

export function isSupportedCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value)
}

/** Anything unsupported (or absent) falls back to the base currency. */
export function toSupportedCurrency(value: unknown): Currency {
  return isSupportedCurrency(value) ? value : BASE_CURRENCY
}

const symbols: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', AUD: '$' }

export function currencySymbol(currency: Currency): string {
  return symbols[currency]
}

/** "Symbols $ and £ go before the amount, others after." (AUD's symbol is $, so before too.) */
export function symbolGoesBefore(currency: Currency): boolean {
  const symbol = currencySymbol(currency)
  return symbol === '$' || symbol === '£'
}

/**
 * Formats an amount in the number format of the language (./number-format: thousands grouped,
 * the language's decimal mark), two decimals when the amount (rounded to cents) is fractional and
 * none when it is whole, the symbol before without a space ("$1,234.50", "$39,50") or after with
 * a space ("1 234,50 €").
 * Digits are produced from integer cents with BigInt so that very large amounts
 * print in full instead of in exponent notation; beyond the range where cents
 * are exact integers (about 90 trillion) the amount is rounded to whole units.
 */
const MAX_EXACT_CENTS_AMOUNT = Number.MAX_SAFE_INTEGER / 100

export function formatPrice(amount: number, currency: Currency, language: Language): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatPrice: ${amount} is not a finite amount`)
  const magnitude = Math.abs(amount)
  const cents =
    magnitude < MAX_EXACT_CENTS_AMOUNT ? BigInt(Math.round(magnitude * 100)) : BigInt(Math.round(magnitude)) * 100n
  const whole = (cents / 100n).toString()
  const fraction = cents % 100n
  const grouped = groupThousands(whole, language)
  const digits = fraction === 0n ? grouped : `${grouped}${decimalMark(language)}${fraction.toString().padStart(2, '0')}`
  const sign = amount < 0 && cents !== 0n ? '-' : ''
  const symbol = currencySymbol(currency)
  return symbolGoesBefore(currency) ? `${sign}${symbol}${digits}` : `${sign}${digits} ${symbol}`
}

/** formatPrice of an amount in whole cents (src/domain/money.ts). */
export function formatCents(cents: number, currency: Currency, language: Language): string {
  return formatPrice(cents / 100, currency, language)
}

/** Converts from the base currency with a rate, rounded to cents. */
export function convertAmount(amount: number, rate: number): number {
  return roundToCents(amount * rate)
}

export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100
}
