// The booking bench's HTTP client (tests/bench/booking.ts): one request as Keyturn's own page sends
// it, timed. node:http over kept-alive connections, as light as the autocannon client of the other
// benches: fetch (undici's WHATWG streams and Request objects) cost about 28 % of the request
// thread at c=16 (CPU profile), time the bench then counted against the server. Plain JavaScript,
// so that the same code runs in the bench's process or, with `--client-thread`, on a thread of its
// own (this file is then the thread's entry).
import { Agent, request } from 'node:http'
import { isMainThread, parentPort } from 'node:worker_threads'

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** @returns {Promise<{ ms: number, status: number, text: string }>} the status, the body of a failure, the time taken */
export function timedRequest({ url, method, cookie, body }) {
  const began = performance.now()
  const answer = (status, text) => ({ ms: performance.now() - began, status, text })
  return new Promise((resolve) => {
    const headers = {
      'sec-fetch-site': 'same-origin',
      'accept-encoding': 'gzip, deflate, br',
      ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      ...(cookie ? { cookie } : {}),
    }
    const sent = request(url, { method, headers, agent }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const status = response.statusCode ?? 0
        // a failure's body is read for the bench's report (its errors are small and not compressed)
        resolve(answer(status, status === 200 ? '' : Buffer.concat(chunks).toString()))
      })
      response.on('error', (error) => resolve(answer(0, String(error))))
    })
    sent.on('error', (error) => resolve(answer(0, String(error))))
    sent.end(body)
  })
}

if (!isMainThread && parentPort) {
  parentPort.on('message', async ({ id, ...request }) => parentPort.postMessage({ id, ...(await timedRequest(request)) }))
}
