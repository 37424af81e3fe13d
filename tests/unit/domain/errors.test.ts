import { describe, expect, it } from 'vitest'
import { errorCodes, errorMessage, errorMessages, httpStatusOf, isErrorCode } from '../../../src/domain'

describe('error catalogue', () => {
  it('has a message and a status for every code', () => {
    for (const code of errorCodes) {
      expect(errorMessages[code]).toBeTruthy()
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400)
    }
  })

  it('keeps the generic statuses of the API conventions', () => {
    expect(httpStatusOf('NOT_IMPLEMENTED')).toBe(501)
    expect(httpStatusOf('VALIDATION_ERROR')).toBe(400)
    expect(httpStatusOf('NOT_FOUND')).toBe(404)
    expect(httpStatusOf('UNAUTHORIZED')).toBe(401)
    expect(httpStatusOf('FORBIDDEN')).toBe(403)
    expect(httpStatusOf('CONFLICT')).toBe(409)
    expect(httpStatusOf('RATE_LIMITED')).toBe(429)
    expect(httpStatusOf('INTERNAL_ERROR')).toBe(500)
    expect(httpStatusOf('PAYLOAD_TOO_LARGE')).toBe(413)
    expect(httpStatusOf('UNSUPPORTED_MEDIA_TYPE')).toBe(415)
  })

  it('uses the spec §8 wording', () => {
    expect(errorMessage('LANGUAGE_CHANGE_FAILED')).toBe('An error occurred while changing language')
    expect(errorMessage('ACCOUNT_SUSPENDED')).toBe('Your account is suspended.')
    expect(errorMessage('RATE_PROVIDER_PAID_PLAN_REQUIRED')).toBe('A paid plan is required...')
    expect(errorMessage('CURRENCY_NOT_SUPPORTED', { currency: 'JPY' })).toBe('Currency JPY not supported')
    expect(errorMessage('RATE_CURRENCY_MISSING', { currency: 'AUD' })).toContain('AUD')
  })

  it('recognises codes', () => {
    expect(isErrorCode('PAYMENT_FAILED')).toBe(true)
    expect(isErrorCode('payment_failed')).toBe(false)
    expect(new Set(errorCodes).size).toBe(errorCodes.length)
  })
})
