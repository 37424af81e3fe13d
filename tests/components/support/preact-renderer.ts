// The browser build renders with Preact (preact/compat in place of react and react-dom, see
// vite.config.ts), so the component tests do too. Vite's aliases reach the modules Vite transforms;
// CommonJS packages loaded by Node (@testing-library/react, use-sync-external-store) `require` React
// themselves, so Node's resolver is pointed at preact/compat for them as well.
import Module, { createRequire } from 'node:module'
import '../../../src/web/platform/preact-effects'

const require = createRequire(import.meta.url)
const PREACT_FOR_REACT: Record<string, string> = {
  react: require.resolve('preact/compat'),
  'react-dom': require.resolve('preact/compat'),
  'react-dom/client': require.resolve('preact/compat/client'),
  'react-dom/test-utils': require.resolve('preact/test-utils'),
  'react/jsx-runtime': require.resolve('preact/compat/jsx-runtime'),
  'react/jsx-dev-runtime': require.resolve('preact/compat/jsx-dev-runtime'),
}

type Resolve = (request: string, ...rest: unknown[]) => string
const resolver = Module as unknown as { _resolveFilename: Resolve }
const resolveFilename = resolver._resolveFilename
resolver._resolveFilename = function (this: unknown, request, ...rest) {
  return resolveFilename.call(this, PREACT_FOR_REACT[request] ?? request, ...rest)
}
