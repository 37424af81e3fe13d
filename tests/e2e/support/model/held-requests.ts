// Requests the page makes, held in the browser until the model's path says how they end: the
// page is then seen in the state it shows while it waits (a price loading, a booking being made, a
// payment script loading), and the actor's outcome event of the path is the test letting the
// request go on (to the real server, or to the next route such as a provider's double) or failing
// it as a lost network would.
import type { Page, Request } from 'playwright-core'

export interface HeldRequest {
  request: Request
  /** Lets the request go on (`route.fallback()`: the next route, else the network). */
  release: () => void
  /** Fails it as a network cut would. */
  fail: () => void
}

export interface HeldRequests {
  /** The oldest request held and not let go yet, or the next one to come. */
  next: (timeoutMs?: number) => Promise<HeldRequest>
  /** From now on, requests go on without waiting… */
  open: () => void
  /** …or fail at once (a script loader that tries twice is refused twice)… */
  failAll: () => void
  /** …or wait again. */
  hold: () => void
  /** Held requests not let go yet. */
  readonly waiting: number
}

/** Holds the page's requests to `url` (with `method`, if given), named `name` in messages. */
export async function holdRequests(page: Page, name: string, url: RegExp | ((url: URL) => boolean), method?: string): Promise<HeldRequests> {
  const held: HeldRequest[] = []
  const waiters: ((request: HeldRequest) => void)[] = []
  let mode: 'hold' | 'open' | 'fail' = 'hold'
  await page.route(
    url,
    async (route) => {
      const request = route.request()
      if (mode === 'open' || (method && request.method() !== method)) return route.fallback()
      if (mode === 'fail') return route.abort('internetdisconnected')
      const decision = await new Promise<'release' | 'fail'>((decide) => {
        const one: HeldRequest = { request, release: () => decide('release'), fail: () => decide('fail') }
        const waiter = waiters.shift()
        if (waiter) waiter(one)
        else held.push(one)
      })
      // the page may have given up on it meanwhile (a newer request replaces it)
      await (decision === 'release' ? route.fallback() : route.abort('internetdisconnected')).catch(() => {})
    },
  )
  return {
    next: (timeoutMs = 20_000) => {
      const first = held.shift()
      if (first) return Promise.resolve(first)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new Error(`no ${name} request came within ${timeoutMs} ms`))
        }, timeoutMs)
        const waiter = (request: HeldRequest) => {
          clearTimeout(timer)
          resolve(request)
        }
        waiters.push(waiter)
      })
    },
    open: () => {
      mode = 'open'
      for (const request of held.splice(0)) request.release()
    },
    failAll: () => {
      mode = 'fail'
      for (const request of held.splice(0)) request.fail()
    },
    hold: () => {
      mode = 'hold'
    },
    get waiting() {
      return held.length
    },
  }
}
