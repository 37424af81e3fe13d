// Request actors for machine tests: each call waits until the test settles it (answer or failure),
// so a test decides the order in which answers arrive — and sees which requests were aborted.
import { fromPromise } from 'xstate'

export interface DeferredRequest<TName extends string, TInput> {
  actor: TName
  input: TInput
  signal: AbortSignal
  settled: boolean
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** The outcome a test feeds back: an actor's done or error event (`xstate.done.actor.<name>` …). */
export type RequestOutcome = { type: string; output?: unknown; error?: unknown }

/** Lets the actor take in what was just settled. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

export function deferredRequests<TName extends string, TInput>() {
  const requests: DeferredRequest<TName, TInput>[] = []
  /** The actor logic standing for `name`: records the call and waits. */
  const double = (actor: TName) =>
    fromPromise<never, TInput>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          requests.push({ actor, input, signal, settled: false, resolve: resolve as (value: unknown) => void, reject })
        }),
    )
  /** Requests still in flight: neither answered nor cancelled. */
  const inFlight = (name?: TName) => requests.filter((r) => !r.settled && !r.signal.aborted && (name === undefined || r.actor === name))
  /** Answers (or fails) the oldest request in flight of the actor the outcome names. */
  async function settle(outcome: RequestOutcome) {
    const name = outcome.type.split('.').at(-1) as TName
    const [request] = inFlight(name)
    if (!request) throw new Error(`no ${name} request in flight`)
    request.settled = true
    if (outcome.type.startsWith('xstate.done')) request.resolve(outcome.output)
    else request.reject(outcome.error)
    await flush()
  }
  return { requests, double, inFlight, settle }
}
