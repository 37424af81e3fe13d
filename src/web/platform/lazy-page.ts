import { createElement, lazy, type ComponentType } from 'react'
import { onDemand } from './on-demand'

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> }

/**
 * React.lazy with a `preload`: once preloaded, the page renders at once instead of suspending for a
 * turn, so the first paint holds the page with the header rather than the header alone (issue 12).
 * Not preloaded, it is React.lazy. Loaded once (onDemand), and tried again after a failure.
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPage<Props> {
  const page = onDemand(load)
  const Lazy = lazy(page.load) as unknown as ComponentType<Props>
  function Page(props: Props) {
    return createElement(page.loaded()?.default ?? Lazy, props)
  }
  Page.preload = () => page.load().then(() => undefined)
  return Page
}
