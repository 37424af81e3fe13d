// The server's error messages in French and Spanish (src/domain/error-catalogue.ts).
import { describe, expect, it } from 'vitest'
import { errorMessagesEs, errorMessagesFr, localizedErrorMessage } from '../../src/domain/error-catalogue'
import { errorCodes, errorMessage, errorMessages, type ErrorCode } from '../../src/domain/errors'

const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()

const translations = { fr: errorMessagesFr, es: errorMessagesEs }

describe('localized error catalogue', () => {
  it.each(Object.entries(translations))('has a %s message for every code, and no other', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...errorCodes].sort())
    for (const code of errorCodes) {
      expect(typeof messages[code]).toBe('string')
      expect(messages[code].trim()).not.toBe('')
    }
  })

  it.each(Object.entries(translations))('keeps exactly the placeholders of the English messages in %s', (_, messages) => {
    for (const code of errorCodes) {
      expect(placeholders(messages[code]), code).toEqual(placeholders(errorMessages[code]))
    }
  })

  it('fills the values in each language', () => {
    expect(localizedErrorMessage('CURRENCY_NOT_SUPPORTED', 'en', { currency: 'JPY' })).toBe('Currency JPY not supported')
    expect(localizedErrorMessage('CURRENCY_NOT_SUPPORTED', 'fr', { currency: 'JPY' })).toBe('Devise JPY non prise en charge')
    expect(localizedErrorMessage('CURRENCY_NOT_SUPPORTED', 'es', { currency: 'JPY' })).toBe('La moneda JPY no es compatible')
    expect(localizedErrorMessage('RENTAL_TOO_LONG', 'fr', { days: 30 })).toBe('La location peut durer au plus 30 jours')
    expect(localizedErrorMessage('RENTAL_TOO_LONG', 'es', { days: 30 })).toBe('El alquiler puede durar como máximo 30 días')
    expect(localizedErrorMessage('BEYOND_BOOKING_HORIZON', 'fr', { days: 365 })).toContain('365 jours')
    expect(localizedErrorMessage('BEYOND_BOOKING_HORIZON', 'es', { days: 365 })).toContain('365 días')
    for (const language of ['en', 'fr', 'es'] as const) {
      expect(localizedErrorMessage('RATE_CURRENCY_MISSING', language, { currency: 'AUD' })).toContain('AUD')
      expect(localizedErrorMessage('RATE_CURRENCY_MISSING', language, { currency: 'AUD' })).not.toContain('{')
    }
  })

  it('leaves unknown placeholders as they are', () => {
    expect(localizedErrorMessage('RENTAL_TOO_LONG', 'fr')).toBe('La location peut durer au plus {days} jours')
    expect(localizedErrorMessage('RENTAL_TOO_LONG', 'es', { weeks: 2 })).toContain('{days}')
  })

  it('gives in English exactly what errorMessage gives', () => {
    const values = { currency: 'GBP', days: 14 }
    for (const code of errorCodes) {
      expect(localizedErrorMessage(code, 'en')).toBe(errorMessage(code))
      expect(localizedErrorMessage(code, 'en', values)).toBe(errorMessage(code, values))
    }
  })

  it('uses the web app wording for the shared situations', () => {
    const fr = (code: ErrorCode) => localizedErrorMessage(code, 'fr')
    const es = (code: ErrorCode) => localizedErrorMessage(code, 'es')
    expect(fr('VALIDATION_ERROR')).toBe('Veuillez corriger les erreurs')
    expect(es('VALIDATION_ERROR')).toBe('Corrija los errores')
    expect(fr('UNHANDLED_ERROR')).toBe('Une erreur non gérée s’est produite')
    expect(es('UNHANDLED_ERROR')).toBe('Se produjo un error no controlado')
    expect(fr('INCORRECT_CREDENTIALS')).toBe('E-mail ou mot de passe incorrect')
    expect(es('PAYMENT_FAILED')).toBe('El pago ha fallado')
  })

  it('writes French apostrophes typographically', () => {
    for (const code of errorCodes) expect(errorMessagesFr[code], code).not.toContain("'")
  })
})
