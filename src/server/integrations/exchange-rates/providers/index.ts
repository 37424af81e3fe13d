import type { ServerConfig } from '../../../config.js'
import { exchangeRateApiProvider } from './exchangerate-api.js'
import { fixerProvider } from './fixer.js'
import { openErApiProvider } from './open-er-api.js'
import type { RateProvider } from './rate-provider.js'

export type ExchangeRatesConfig = Pick<
  ServerConfig,
  'exchangeRatesUrl' | 'exchangeRateApiUrl' | 'exchangeRateApiKey' | 'fixerApiUrl' | 'fixerApiKey' | 'ratesCaching' | 'ratesCacheDuration'
>

/** The public primary first, then the keyed fallbacks in order — only those whose key is set. */
export function providersFromConfig(config: ExchangeRatesConfig): RateProvider[] {
  const providers = [openErApiProvider(config.exchangeRatesUrl)]
  if (config.exchangeRateApiKey) providers.push(exchangeRateApiProvider(config.exchangeRateApiUrl, config.exchangeRateApiKey))
  if (config.fixerApiKey) providers.push(fixerProvider(config.fixerApiUrl, config.fixerApiKey))
  return providers
}

export type { RateProvider } from './rate-provider.js'
export { OPEN_ER_API_URL } from './open-er-api.js'
export { EXCHANGERATE_API_URL } from './exchangerate-api.js'
export { FIXER_API_URL } from './fixer.js'
