import { useEffect } from 'react'
import { appRouteOf } from '../../domain/routes'
import type { Language } from '../../domain/enums'
import { loadMetaDescriptions } from '../i18n/meta-descriptions'
import type { MetaDescriptions } from '../i18n/meta-descriptions/types'

/** The description of `pathname`: its route's, the not-found page's, or the general one. */
export function metaDescriptionOf(descriptions: MetaDescriptions, pathname: string, hideSuppliers: boolean): string {
  const route = appRouteOf(pathname)
  // Spec §2: with the hide-suppliers setting on, /suppliers is the not-found page.
  if (!route || (route === 'suppliers' && hideSuppliers)) return descriptions.notFound
  return descriptions[route] ?? descriptions.default
}

/** Sets <meta name="description"> for `pathname` in the interface language (again when either changes). */
export function useMetaDescription(pathname: string, hideSuppliers: boolean, language: Language): void {
  useEffect(() => {
    let current = true
    loadMetaDescriptions(language).then(
      (descriptions) => {
        if (!current) return
        let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
        if (!meta) {
          meta = document.createElement('meta')
          meta.name = 'description'
          document.head.appendChild(meta)
        }
        meta.content = metaDescriptionOf(descriptions, pathname, hideSuppliers)
      },
      // Not worth an error for the visitor: the page keeps index.html's description.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [pathname, hideSuppliers, language])
}
