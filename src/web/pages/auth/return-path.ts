import { useSearch } from 'wouter'

// Sign-in can send the user back where they came from (e.g. the checkout they were on):
// `/sign-in?redirect=/checkout?car=…`. Only a path of this site is followed, never another origin.

const PARAM = 'redirect'

/** A same-site path ('/…', not '//host' nor '/\host'), or null. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** The sign-in page's address that comes back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ [PARAM]: returnTo }).toString()}`
}

/** Where the sign-in page goes once signed in: the asked return path, else home. */
export function useReturnPath(): string {
  return safeReturnPath(new URLSearchParams(useSearch()).get(PARAM)) ?? '/'
}
