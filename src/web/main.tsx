import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { setUpInspector } from './app/inspector'
import './platform/preact-effects'
import './index.css'

// The inspector (dev + ?inspect only) must exist before the first machine starts.
await setUpInspector()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
