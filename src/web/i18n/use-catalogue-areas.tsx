import { createContext, use, useContext, type ComponentType } from 'react'
import type { Area } from './areas'
import type { Catalogue, CatalogueStore } from './catalogues'

/** The catalogue a LanguageProvider renders, and its store (to load more areas). */
export const CatalogueContext = createContext<{ catalogue: Catalogue; store: CatalogueStore } | null>(null)

/**
 * Waits (React Suspense) until the catalogue on screen holds these areas' texts. Outside a
 * LanguageProvider (components rendered with a whole catalogue, as in tests) it does nothing.
 */
export function useCatalogueAreas(areas: readonly Area[]): void {
  const context = useContext(CatalogueContext)
  if (!context) return
  if (!areas.every((area) => context.catalogue.areas.has(area))) {
    use(context.store.loadAreas(areas))
    return
  }
  // A render that follows a suspension must call use() again (React warns otherwise): the loading
  // it waited for is settled before its texts are shown, so using it again does not suspend.
  const loading = context.store.loadingOf(areas)
  if (loading && (loading as { status?: string }).status === 'fulfilled') use(loading)
}

/** The component, rendered once its catalogue areas are on screen. */
export function withAreas<Props extends object>(areas: readonly Area[], Component: ComponentType<Props>): ComponentType<Props> {
  if (areas.length === 0) return Component
  function WithAreas(props: Props) {
    useCatalogueAreas(areas)
    return <Component {...props} />
  }
  WithAreas.displayName = `WithAreas(${Component.displayName ?? Component.name})`
  return WithAreas
}
