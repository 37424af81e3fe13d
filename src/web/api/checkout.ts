// The checkout page's calls (spec §7): the server's price, booking creation, the visitor's
// temporary licence file, and whether an e-mail address is registered. Each resolves with its
// data or rejects with an ApiError carrying the contract's error code.
import type { CheckoutBody, CheckoutPrice, CheckoutPriceBody, CheckoutResult } from '../../../machines/checkout.machine'
import { api, ApiError, toApiError, unwrap } from './client'

export function fetchCheckoutPrice(body: CheckoutPriceBody, signal?: AbortSignal): Promise<CheckoutPrice> {
  return unwrap(api.POST('/api/checkout-price', { body, signal }))
}

export function createBooking(body: CheckoutBody, signal?: AbortSignal): Promise<CheckoutResult> {
  return unwrap(api.POST('/api/checkout', { body, signal }))
}

/** Uploads a visitor's licence as a temporary file; resolves with its server-side name. */
export async function createTempLicense(file: File): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/create-license', {
      body: { file: file.name },
      bodySerializer: () => {
        const form = new FormData()
        form.append('file', file, file.name)
        return form
      },
    }),
  )
  return answer.file
}

/** Removes a temporary licence file (replaced, or the page was left without booking). */
export async function deleteTempLicense(file: string, options: { keepalive?: boolean } = {}): Promise<void> {
  await unwrap(api.POST('/api/delete-temp-license/{file}', { params: { path: { file } }, keepalive: options.keepalive }))
}

/** True when the address belongs to an account (validate-email answers 409), false when it is free. */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const { error, response } = await api.POST('/api/validate-email', { body: { email } })
  if (response.status === 409) return true
  if (response.ok) return false
  throw toApiError(error, response)
}

/** The bot check could not give a token (script blocked, offline): spec §8 'reCAPTCHA error'. */
export const recaptchaFailure = () => new ApiError('RECAPTCHA_ERROR', 'reCAPTCHA error', 400)
