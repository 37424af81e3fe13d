// The booking bench's HTTP client (tests/bench/booking.ts): one request as Keyturn's own page sends
// it, timed. Plain JavaScript, so that the same code runs in the bench's process or, with
// `--client-thread`, on a thread of its own (this file is then the thread's entry).
import { isMainThread, parentPort } from 'node:worker_threads'

/** @returns {Promise<{ ms: number, status: number, text: string }>} the status, the body of a failure, the time taken */
export async function timedRequest({ url, method, cookie, body }) {
  const began = performance.now()
  try {
    const headers = { 'sec-fetch-site': 'same-origin', ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }
    const response = await fetch(url, { method, headers, body })
    const text = await response.text()
    return { ms: performance.now() - began, status: response.status, text: response.status === 200 ? '' : text }
  } catch (error) {
    return { ms: performance.now() - began, status: 0, text: String(error) }
  }
}

if (!isMainThread && parentPort) {
  parentPort.on('message', async ({ id, ...request }) => parentPort.postMessage({ id, ...(await timedRequest(request)) }))
}
