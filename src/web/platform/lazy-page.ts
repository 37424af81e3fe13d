import { createElement, lazy, type ComponentType } from 'react'

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> }

/**
 * React.lazy with a `preload`: once preloaded, the page renders at once instead of suspending for a
 * turn, so the first paint holds the page with the header rather than the header alone (issue 12).
 * Not preloaded, it is React.lazy. A failed load is tried again on the next call.
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<{ default: ComponentType<Props> }> | null = null
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(start)
  function Page(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<Props>, props)
  }
  Page.preload = () => start().then(() => undefined)
  return Page
}
