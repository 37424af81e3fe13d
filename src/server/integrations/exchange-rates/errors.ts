import { errorMessage, type ErrorCode } from '../../../domain/errors.js'

/**
 * A provider answered with an error we recognise (spec §8 messages). The chain drops
 * that provider and tries the next one; the last of these messages is what callers see.
 */
export class RateProviderError extends Error {
  override name = 'RateProviderError'
  constructor(
    readonly code: ErrorCode,
    values: Record<string, string> = {},
  ) {
    super(errorMessage(code, values))
  }
}

/** The provider could not be asked or answered something unreadable (network, timeout, 5xx, not JSON). */
export class RateProviderUnreachable extends Error {
  override name = 'RateProviderUnreachable'
}

export interface ProviderFailure {
  provider: string
  message: string
  handled: boolean
}

/** No provider is left. Carries the last handled provider message, when there was one. */
export class ExchangeRatesUnavailable extends Error {
  override name = 'ExchangeRatesUnavailable'
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly failures: readonly ProviderFailure[],
  ) {
    super(message)
  }
}

/** Spec §5 converter rule violations; amounts of the wrong type are TypeErrors instead. */
export class CurrencyConversionError extends Error {
  override name = 'CurrencyConversionError'
}
