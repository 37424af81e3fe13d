import type { RateProviderError } from '../errors.js'

/** What a provider's JSON answer says, once read. */
export type ProviderAnswer =
  /** A success answer: its rates object (checked later) and the base it claims, when it says. */
  | { rates: unknown; base?: unknown }
  /** An error answer we recognise: mapped to our message. */
  | RateProviderError
  /** Nothing recognisable: the HTTP status decides. */
  | null

/** One exchange-rate provider: where to ask for rates from a base currency and how to read the answer. */
export interface RateProvider {
  name: string
  url(base: string): string
  read(body: unknown): ProviderAnswer
}

export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '')

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
