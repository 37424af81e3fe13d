// Helpers of the account API tests: the session cookie, links of received e-mails, dates of birth.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../../src/server/auth/session.js'
import type { ParsedMessage } from '../../fixtures/doubles/smtp.js'

/** Either name of the session cookie: plain on plain HTTP, `__Host-` over HTTPS and in production. */
const isSessionCookieName = (name: string) => name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE

/** `keyturn_session=…` (or `__Host-keyturn_session=…`) from a response that set the session cookie, for a `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => isSessionCookieName(c.name))
  if (!cookie?.value) throw new Error(`no ${SESSION_COOKIE} cookie in the response (${response.statusCode} ${response.body})`)
  return `${cookie.name}=${cookie.value}`
}

/** The Set-Cookie header of the session cookie, as sent. */
export function sessionSetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const all = Array.isArray(header) ? header : header ? [header] : []
  const found = all.find((value) => isSessionCookieName(value.slice(0, value.indexOf('='))))
  if (!found) throw new Error('no session Set-Cookie header')
  return found
}

export interface EmailLink {
  url: URL
  userId: string
  email: string
  token: string
}

/** The first link of a message to `pathname` (/activate or /reset-password) and its u, e, t parameters. */
export function linkIn(message: ParsedMessage, pathname: string, links: string[]): EmailLink {
  const found = links.map((link) => new URL(link)).find((url) => url.pathname === pathname)
  if (!found) throw new Error(`no ${pathname} link in "${message.subject}": ${links.join(', ')}`)
  return {
    url: found,
    userId: found.searchParams.get('u') ?? '',
    email: found.searchParams.get('e') ?? '',
    token: found.searchParams.get('t') ?? '',
  }
}

/** `YYYY-MM-DD` of the day `years` years before today (UTC), shifted by `days`. */
export function birthDateYearsAgo(years: number, days = 0): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ada Driver',
    email: `ada.${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '+33 6 12 34 56 78',
    birthDate: birthDateYearsAgo(30),
    password: 'Correct-Horse-42',
    language: 'en',
    acceptTerms: true,
    ...overrides,
  }
}

export async function signIn(app: FastifyInstance, email: string, password: string, stayConnected = false) {
  return app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email, password, stayConnected } })
}

/** The public User's fields (the contract's allow-list), sorted. */
export const PUBLIC_USER_FIELDS = [
  'avatar',
  'bio',
  'birthDate',
  'blacklisted',
  'email',
  'enableEmailNotifications',
  'fullName',
  'hasPassword',
  'id',
  'language',
  'license',
  'location',
  'phone',
  'type',
  'verified',
]
