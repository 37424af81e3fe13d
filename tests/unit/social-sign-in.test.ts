import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.js'
import { AppError } from '../../src/server/errors.js'
import { createSocialSignIn, type SocialSignIn } from '../../src/server/integrations/social-sign-in/index.js'
import { startSocialJwksDouble, type SocialJwksDouble } from '../fixtures/doubles/social-jwks.js'
import { UNREACHABLE_URL } from '../fixtures/server-environment.js'

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('social sign-in token verification (local key sets)', () => {
  let jwks: SocialJwksDouble
  let social: SocialSignIn

  beforeAll(async () => {
    jwks = await startSocialJwksDouble()
    social = createSocialSignIn(loadConfig(jwks.env))
  })
  afterAll(async () => {
    await jwks?.close()
  })

  it('lists the configured providers', () => {
    expect([...social.providers].sort()).toEqual(['apple', 'facebook', 'google'])
    expect(createSocialSignIn(loadConfig({ GOOGLE_CLIENT_ID: 'x' })).providers).toEqual(['google'])
  })

  it('verifies a Google ID token and returns the profile', async () => {
    const profile = await social.verify('google', await jwks.sign('google', { email: 'Ana.Driver@Example.com' }))
    expect(profile).toEqual({
      email: 'ana.driver@example.com',
      emailVerified: true,
      fullName: 'Social Driver',
      avatar: 'https://images.example/google/avatar.jpg',
    })
  })

  it("accepts Google's issuer without scheme", async () => {
    const profile = await social.verify('google', await jwks.sign('google', { iss: 'accounts.google.com' }))
    expect(profile.email).toBe('social.driver@keyturn.example')
  })

  it('verifies an Apple token (email_verified as the string "true", no name)', async () => {
    const profile = await social.verify('apple', await jwks.sign('apple'))
    expect(profile).toEqual({ email: 'social.driver@keyturn.example', emailVerified: true, fullName: null, avatar: null })
  })

  it('verifies a Facebook Limited Login token', async () => {
    const profile = await social.verify('facebook', await jwks.sign('facebook', { name: undefined, given_name: 'Fa', family_name: 'Cebook' }))
    expect(profile.fullName).toBe('Fa Cebook')
  })

  it('refuses a token signed with a key outside the provider key set', async () => {
    const error = await failure(social.verify('google', await jwks.sign('google', {}, { signWith: 'stranger' })))
    expect(error.statusCode).toBe(401)
    expect(error.code).toBe('UNAUTHORIZED')
    expect(error.message).toBe('The Google sign-in token signature is invalid')
  })

  it('refuses a token issued for another application', async () => {
    const error = await failure(social.verify('google', await jwks.sign('google', { aud: 'someone-else.apps.googleusercontent.com' })))
    expect(error.statusCode).toBe(401)
    expect(error.message).toBe('The Google sign-in token was issued for another application')
  })

  it("refuses a provider's token presented as another provider's", async () => {
    const error = await failure(social.verify('apple', await jwks.sign('google', { aud: 'example.keyturn.web' })))
    expect(error.statusCode).toBe(401)
    expect(error.message).toBe('The sign-in token was not issued by Apple')
  })

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200
    const error = await failure(social.verify('facebook', await jwks.sign('facebook', { iat: past, exp: past + 3600 })))
    expect(error.statusCode).toBe(401)
    expect(error.message).toBe('The Facebook sign-in token has expired')
  })

  it('refuses an unverified e-mail address', async () => {
    const error = await failure(social.verify('google', await jwks.sign('google', { email_verified: false })))
    expect(error.statusCode).toBe(401)
    expect(error.message).toBe('Google has not verified this e-mail address')
  })

  it('refuses a token without an e-mail address', async () => {
    const error = await failure(social.verify('apple', await jwks.sign('apple', { email: undefined })))
    expect(error.message).toBe('Apple did not share an e-mail address')
  })

  it('refuses malformed tokens and other algorithms (HS256 signed with a guessable secret)', async () => {
    expect((await failure(social.verify('google', 'not-a-token'))).message).toBe('The Google sign-in token is invalid')
    const now = Math.floor(Date.now() / 1000)
    const hs256 = await new SignJWT({ iss: 'https://accounts.google.com', aud: 'keyturn-test.apps.googleusercontent.com', email: 'x@y.z', email_verified: true, sub: '1', iat: now, exp: now + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('keyturn-test.apps.googleusercontent.com'))
    const error = await failure(social.verify('google', hs256))
    expect(error.statusCode).toBe(401)
  })

  it('refuses a provider that is not configured (400)', async () => {
    const googleOnly = createSocialSignIn(loadConfig({ GOOGLE_CLIENT_ID: 'keyturn-test.apps.googleusercontent.com', GOOGLE_JWKS_URL: jwks.jwksUrl }))
    const error = await failure(googleOnly.verify('apple', await jwks.sign('apple')))
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('Sign-in with Apple is not configured')
  })

  it('answers 503 when the key set cannot be fetched', async () => {
    const unreachable = createSocialSignIn(loadConfig({ GOOGLE_CLIENT_ID: 'keyturn-test.apps.googleusercontent.com', GOOGLE_JWKS_URL: `${UNREACHABLE_URL}/jwks` }))
    const error = await failure(unreachable.verify('google', await jwks.sign('google')))
    expect(error.statusCode).toBe(503)
    expect(error.code).toBe('SERVICE_UNAVAILABLE')
  })

  it('answers 503 when the key set URL answers an error', async () => {
    const broken = createSocialSignIn(loadConfig({ GOOGLE_CLIENT_ID: 'keyturn-test.apps.googleusercontent.com', GOOGLE_JWKS_URL: `${jwks.url}/missing` }))
    const error = await failure(broken.verify('google', await jwks.sign('google')))
    expect(error.statusCode).toBe(503)
  })
})
