// How long the server waits on each database statement (issue 26, metric
// keyturn_database_query_duration_seconds): timed where the server hands a statement to the driver,
// so PGlite's queue on its one thread and PostgreSQL's round trip both count; listeners are told the
// seconds of each. Nothing about the statement itself (text, values) is passed on.
import { performance } from 'node:perf_hooks'
import type pg from 'pg'

export type QueryListener = (seconds: number) => void

export class QueryTimer {
  private readonly listeners = new Set<QueryListener>()

  /** Tells `listener` the seconds of every statement from now on; answers the way to stop. */
  listen(listener: QueryListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private observe(startedAt: number): void {
    const seconds = (performance.now() - startedAt) / 1000
    for (const listener of this.listeners) listener(seconds)
  }

  /** `run` with the time until its promise settles observed (its outcome unchanged). */
  private timed<T>(run: () => T): T {
    if (this.listeners.size === 0) return run()
    const startedAt = performance.now()
    const result = run()
    if (result instanceof Promise)
      result.then(
        () => this.observe(startedAt),
        () => this.observe(startedAt),
      )
    return result
  }

  /**
   * A PGlite client (in process or on its thread) whose query and exec, and those of its
   * transactions, are timed. A proxy, so the driver sees the same object otherwise (methods bound
   * to it: PGlite keeps private fields).
   */
  pglite<Client extends object>(client: Client): Client {
    const timed = <T>(run: () => T) => this.timed(run)
    const wrap = <Target extends object>(target: Target): Target => {
      // made once per method, not on every statement
      const methods = new Map<PropertyKey, unknown>()
      const methodOf = (key: PropertyKey, value: (...args: unknown[]) => unknown) => {
        const method = value.bind(target)
        if (key === 'query' || key === 'exec') return (...args: unknown[]) => timed(() => method(...args))
        if (key === 'transaction') return (work: (tx: object) => unknown, ...rest: unknown[]) => method((tx: object) => work(wrap(tx)), ...rest)
        return method
      }
      return new Proxy(target, {
        get(object, key) {
          const value: unknown = Reflect.get(object, key)
          if (typeof value !== 'function') return value
          if (!methods.has(key)) methods.set(key, methodOf(key, value as (...args: unknown[]) => unknown))
          return methods.get(key)
        },
      })
    }
    return wrap(client)
  }

  /** Times every statement of every connection of a node-postgres pool (pool.query goes through them too). */
  pgPool(pool: pg.Pool): void {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      client.query = ((...args: unknown[]) => {
        if (this.listeners.size === 0) return query(...args)
        const startedAt = performance.now()
        const last = args.at(-1)
        // the callback form (pool.query uses it): timed until the callback
        if (typeof last === 'function') {
          args[args.length - 1] = (...results: unknown[]) => {
            this.observe(startedAt)
            return (last as (...results: unknown[]) => unknown)(...results)
          }
          return query(...args)
        }
        const result = query(...args)
        if (result instanceof Promise)
          result.then(
            () => this.observe(startedAt),
            () => this.observe(startedAt),
          )
        return result
      }) as typeof client.query
    })
  }
}
