import { describe, expect, it } from 'vitest'
import { redactUrl } from '../../src/server/logging.js'

describe('log redaction of secrets carried in paths', () => {
  it('hides the password of check-password', () => {
    expect(redactUrl('/api/check-password/0b7c/hunter22')).toBe('/api/check-password/0b7c/[redacted]')
  })
  it('hides the token of check-token and of verify-recaptcha', () => {
    expect(redactUrl('/api/check-token/frontend/u1/a%40b.c/secret-token')).toBe('/api/check-token/frontend/u1/a%40b.c/[redacted]')
    expect(redactUrl('/api/verify-recaptcha/abc.def/1.2.3.4')).toBe('/api/verify-recaptcha/[redacted]/1.2.3.4')
  })
  it('leaves other paths alone', () => {
    expect(redactUrl('/api/locations/1/15/en?s=paris')).toBe('/api/locations/1/15/en?s=paris')
  })
})
