// The contract's length limits of a person's details (openapi.yaml: FullName, Email, Phone,
// Password). The forms check them before sending, so a value that is too long gets a message next
// to its field instead of a refused request; tests/unit/field-limits.test.ts keeps them equal to
// the contract.

export const FIELD_LIMITS = {
  fullName: { minLength: 1, maxLength: 100 },
  email: { minLength: 3, maxLength: 254 },
  phone: { minLength: 6, maxLength: 30 },
  password: { minLength: 6, maxLength: 128 },
} as const

export type LimitedField = keyof typeof FIELD_LIMITS

/** The limit a value breaks by being too long (the value as it would be sent), or null. */
export function exceededMaxLength(field: LimitedField, value: string): number | null {
  const { maxLength } = FIELD_LIMITS[field]
  return value.length > maxLength ? maxLength : null
}
