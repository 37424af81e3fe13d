import { useCallback, useRef } from 'react'
import { EMPTY_SEARCH_QUERY, searchQueryString, type SearchCriteria } from '../../../domain/search-query'

const keyOf = (criteria: SearchCriteria | null) => (criteria ? searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria }) : '')

/**
 * A React key for the (uncontrolled) search form: it changes when the criteria come from outside
 * (back/forward, a link), so the form shows them, but not after the form's own submit, so the
 * visitor keeps their place (focus) in it.
 */
export function useSearchFormKey(criteria: SearchCriteria | null) {
  const submitted = useRef<string | null>(null)
  const current = useRef({ criteria: keyOf(criteria), version: 0 })
  const key = keyOf(criteria)
  if (current.current.criteria !== key) {
    current.current = { criteria: key, version: key === submitted.current ? current.current.version : current.current.version + 1 }
  }
  const noteSubmitted = useCallback((next: SearchCriteria) => {
    submitted.current = keyOf(next)
  }, [])
  return [current.current.version, noteSubmitted] as const
}
