import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose'
import type { ServerConfig } from '../../config.js'
import type { SocialSignInProvider } from '../../../domain/enums.js'
import { AppError } from '../../errors.js'

/** What a verified provider token says about its holder. */
export interface SocialProfile {
  email: string
  /** Always true: a token without a verified e-mail address is refused. */
  emailVerified: boolean
  fullName: string | null
  /** The provider's picture URL, if any. */
  avatar: string | null
}

export interface SocialSignIn {
  /** The configured providers (those with a client id). */
  readonly providers: SocialSignInProvider[]
  /**
   * Verifies the provider's ID token (RS256 signature against its key set, issuer, audience = our client id,
   * expiry) and its e-mail address. Throws AppError: 400 VALIDATION_ERROR for a provider that is not configured,
   * 401 UNAUTHORIZED for a token that does not pass, 503 SERVICE_UNAVAILABLE when the key set cannot be fetched.
   */
  verify(provider: SocialSignInProvider, token: string): Promise<SocialProfile>
}

const providerNames: Record<SocialSignInProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' }

const issuers: Record<SocialSignInProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
  // Facebook Limited Login (OIDC) token
  facebook: ['https://www.facebook.com'],
}

/** Seconds of clock difference accepted on exp/iat/nbf. */
const CLOCK_TOLERANCE = 60

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', 401, message)

const isTrue = (value: unknown) => value === true || value === 'true'

function emailVerified(provider: SocialSignInProvider, payload: JWTPayload): boolean {
  // Facebook only shares confirmed addresses and its Limited Login token has no email_verified claim
  if (provider === 'facebook') return true
  return isTrue(payload.email_verified)
}

function profileOf(provider: SocialSignInProvider, payload: JWTPayload): SocialProfile {
  const name = providerNames[provider]
  const email = typeof payload.email === 'string' ? payload.email.trim() : ''
  if (!email) throw unauthorized(`${name} did not share an e-mail address`)
  if (!emailVerified(provider, payload)) throw unauthorized(`${name} has not verified this e-mail address`)
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
  const fullName =
    text(payload.name) ?? ([text(payload.given_name), text(payload.family_name)].filter(Boolean).join(' ') || null)
  return { email: email.toLowerCase(), emailVerified: true, fullName, avatar: text(payload.picture) }
}

function translate(provider: SocialSignInProvider, error: unknown): AppError {
  const name = providerNames[provider]
  if (error instanceof joseErrors.JWTExpired) return unauthorized(`The ${name} sign-in token has expired`)
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return unauthorized(`The ${name} sign-in token was issued for another application`)
    if (error.claim === 'iss') return unauthorized(`The sign-in token was not issued by ${name}`)
    return unauthorized(`The ${name} sign-in token is invalid (${error.claim}: ${error.reason})`)
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return unauthorized(`The ${name} sign-in token signature is invalid`)
  }
  // key set unreachable, not 200, not JSON, not a key set (a plain JOSEError is only thrown for the key set's HTTP answer)
  const keySetFailure =
    error instanceof joseErrors.JWKSTimeout ||
    error instanceof joseErrors.JWKSInvalid ||
    (error instanceof joseErrors.JOSEError && error.code === 'ERR_JOSE_GENERIC') ||
    !(error instanceof joseErrors.JOSEError)
  if (keySetFailure) {
    return new AppError('SERVICE_UNAVAILABLE', 503, `${name} sign-in is unavailable, please try again later`)
  }
  // malformed token, unexpected algorithm…
  return unauthorized(`The ${name} sign-in token is invalid`)
}

export type SocialSignInConfig = Pick<ServerConfig, 'socialSignIn'>

export function createSocialSignIn(config: SocialSignInConfig): SocialSignIn {
  const keySets = new Map<SocialSignInProvider, ReturnType<typeof createRemoteJWKSet>>()
  const keySet = (provider: SocialSignInProvider) => {
    let set = keySets.get(provider)
    if (!set) {
      set = createRemoteJWKSet(new URL(config.socialSignIn[provider].jwksUrl), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      })
      keySets.set(provider, set)
    }
    return set
  }
  const providers = (Object.keys(config.socialSignIn) as SocialSignInProvider[]).filter(
    (provider) => config.socialSignIn[provider].clientId !== null,
  )

  return {
    providers,
    async verify(provider, token) {
      const clientId = config.socialSignIn[provider]?.clientId
      if (!clientId) {
        throw new AppError('VALIDATION_ERROR', 400, `Sign-in with ${providerNames[provider] ?? provider} is not configured`)
      }
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, keySet(provider), {
          issuer: issuers[provider],
          audience: clientId,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        }))
      } catch (error) {
        throw translate(provider, error)
      }
      return profileOf(provider, payload)
    },
  }
}
