import { useSearch } from 'wouter'

/** The u (user id), e (e-mail) and t (token) of an activation or reset link. */
export function useLinkParams(): { userId: string; email: string; token: string } | null {
  const params = new URLSearchParams(useSearch())
  const userId = params.get('u') ?? ''
  const email = params.get('e') ?? ''
  const token = params.get('t') ?? ''
  return userId && email && token ? { userId, email, token } : null
}
