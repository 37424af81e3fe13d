import { useLocation, useSearch } from 'wouter'

/** The address of the page as it stands, to come back to after signing in. */
export function useHere(): string {
  const [path] = useLocation()
  const search = useSearch()
  return search ? `${path}?${search}` : path
}
