import type { components } from '../../../openapi/schema'

export type User = components['schemas']['User']

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'user',
    fullName: 'Dana Driver',
    email: 'dana@keyturn.example',
    phone: '+33 6 12 34 56 78',
    location: null,
    bio: null,
    birthDate: '1990-05-01',
    verified: true,
    blacklisted: false,
    language: 'en',
    enableEmailNotifications: true,
    avatar: null,
    license: null,
    hasPassword: true,
    ...overrides,
  }
}

/** A JWT-style token whose payload (middle part) carries these claims; header and signature are dummies. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`
}
