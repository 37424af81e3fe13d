import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { setUpInspector } from './app/inspector'
import { preloadPage } from './app/routes'
import './platform/preact-effects'
import './index.css'

// The inspector (dev + ?inspect only) must exist before the first machine starts.
await setUpInspector()
// The page of the address, loaded before the first render (its chunks are already on their way:
// the server names them in the HTML), so the first paint shows it, not the header alone. If it
// cannot load, the app renders anyway and the page's error boundary says so.
await preloadPage(globalThis.location.pathname).catch(() => undefined)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
