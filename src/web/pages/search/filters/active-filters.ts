import type { SearchFilters } from '../../../../domain/search-query'

/** True when at least one filter restricts the results (car specs count only when a flag is on). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return Object.entries(filters).some(([key, value]) => {
    if (value === undefined) return false
    if (key === 'carSpecs') return Object.values(value as Record<string, boolean | undefined>).some(Boolean)
    return true
  })
}
