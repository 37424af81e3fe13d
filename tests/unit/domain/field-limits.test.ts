// The forms' length limits are the contract's: a value the form accepts is never refused by the
// server's validation for its length, and one it refuses would be.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { exceededMaxLength, FIELD_LIMITS } from '../../../src/domain/field-limits'

const contract = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { minLength?: number; maxLength?: number }> }
}
const schemaOf = { fullName: 'FullName', email: 'Email', phone: 'Phone', password: 'Password' } as const

describe('field limits', () => {
  it.each(Object.entries(schemaOf))('%s has the limits of the contract schema %s', (field, schema) => {
    const { minLength, maxLength } = contract.components.schemas[schema]!
    expect(FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]).toEqual({ minLength, maxLength })
  })

  it('names the limit a value breaks by being too long', () => {
    expect(exceededMaxLength('fullName', 'a'.repeat(100))).toBeNull()
    expect(exceededMaxLength('fullName', 'a'.repeat(150))).toBe(100)
    expect(exceededMaxLength('phone', '+33 6 12 34 56 78 90 12 34 56 78 9')).toBe(30)
  })
})
