import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | undefined

/**
 * `?inspect` in development opens the Stately inspector. The package is imported dynamically
 * and only in dev builds, so production bundles never contain it.
 */
export async function setUpInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(globalThis.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect
}

/** Pass to every machine actor: `useMachine(machine, { inspect: getInspect() })`. */
export function getInspect(): Inspect | undefined {
  return inspect
}
