// The request thread's side of PGlite on its own thread (pglite-worker.mjs): a client with the
// methods Drizzle's PGlite driver and our migrator call (query, exec, transaction), plus listen,
// dump and close. Each call is a message; PostgreSQL errors come back with their fields (code,
// constraint…), so the callers' error handling is the same as in process.
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { DatabaseUnavailable } from './errors'

type Fields = { name: string; dataTypeID: number }[]
export type ThreadResults<Row = unknown> = { rows: Row[]; fields: Fields; affectedRows?: number }
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }

export type ThreadTransaction = {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<Row>>
  exec(sql: string): Promise<ThreadResults[]>
}

export type PgliteThread = ThreadTransaction & {
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T>
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
  dumpDataDir(): Promise<Blob>
  close(): Promise<void>
}

class PostgresError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message))
    Object.assign(this, fields)
    this.name = 'PostgresError'
  }
}

export type PgliteThreadOptions = {
  dataDir?: string
  snapshot?: Blob
  startParams: string[]
  /**
   * Called once if the thread dies on its own (an engine crash, out of memory) — not after close().
   * Every call in flight and every later one then fails with DatabaseUnavailable: the thread is not
   * started again here (its data folder may be left mid-write; reopening it is the process's job).
   */
  onFailure?: (error: Error) => void
  /** Node's limits of the thread's JavaScript heap (its WebAssembly memory is not counted). */
  resourceLimits?: ResourceLimits
}

/** Starts PGlite on its own thread with this data folder (or snapshot) and these settings. */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, snapshot, startParams: options.startParams },
    transferList: snapshot ? [snapshot] : [],
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let nextCall = 0
  let failure: Error | null = null

  worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown>; notify?: string; payload?: string }) => {
    if (message.notify !== undefined) {
      for (const callback of listeners.get(message.notify) ?? []) callback(message.payload ?? '')
      return
    }
    const call = pending.get(message.id!)
    pending.delete(message.id!)
    if (message.error) call?.reject(new PostgresError(message.error))
    else call?.resolve(message.result)
  })
  // the thread died (out of memory, a crash in the engine): every call in flight fails, and later ones
  const fail = (error: Error) => {
    failure = error
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }
  let closing = false
  const died = (cause: unknown, how: string) => {
    if (failure) return
    const error = new DatabaseUnavailable(`the embedded database's thread ${how}`, { cause })
    fail(error)
    if (!closing) options.onFailure?.(error)
  }
  worker.on('error', (error) => died(error, `failed: ${error.message}`))
  worker.on('exit', (code) => died(undefined, `exited (code ${code})`))

  const call = <T,>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (failure) return Promise.reject(failure)
    const id = ++nextCall
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ id, op, ...args })
    })
  }
  // Drizzle passes parsers that keep some types as text (it parses them itself): they cross as type ids.
  const optionsOf = (options?: QueryOptions) => ({ rowMode: options?.rowMode, textTypes: Object.keys(options?.parsers ?? {}).map(Number) })
  const runner = (tx?: number): ThreadTransaction => ({
    query: (sql, params, options) => call('query', { sql, params, options: optionsOf(options), tx }),
    exec: (sql) => call('exec', { sql, tx }),
  })

  await call('ready')
  return {
    ...runner(),
    async transaction(work) {
      const tx = await call<number>('begin')
      let result: Awaited<ReturnType<typeof work>>
      try {
        result = await work(runner(tx))
      } catch (error) {
        await call('end', { tx, commit: false }).catch(() => undefined)
        throw error
      }
      await call('end', { tx, commit: true })
      return result
    },
    async listen(channel, callback) {
      const callbacks = listeners.get(channel) ?? new Set()
      listeners.set(channel, callbacks)
      if (callbacks.size === 0) await call('listen', { channel })
      callbacks.add(callback)
      return async () => {
        callbacks.delete(callback)
      }
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>('dump')])
    },
    async close() {
      closing = true
      if (!failure) await call('close').catch(() => undefined)
      worker.removeAllListeners('exit')
      await worker.terminate()
      // a statement after close fails at once, instead of waiting for a thread that is gone
      if (!failure) fail(new DatabaseUnavailable('the embedded database is closed'))
    },
  }
}
