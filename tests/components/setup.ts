// Component tests: jest-dom matchers and one msw server answering our typed API doubles.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { toaster } from '../../src/web/app/toaster'
import { server } from './support/server'

// A part loaded on demand (an Ark UI machine, a page) is compiled on its first use in a test run,
// which can take over the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  // The toaster is a module singleton: start every test without toasts.
  toaster.remove()
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterAll(() => server.close())
