import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { BootProvider, readEmbeddedBoot, type PageBoot } from './app/boot'
import { embeddedConfig } from './app/config-context'
import { setUpInspector } from './app/inspector'
import { pageAreasOf, preloadPage } from './app/routes'
import { mirrorStoredPreferences } from './app/storage'
import { loadCatalogue } from './i18n/catalogues'
import { hydrateRowsInTurn } from './platform/hydrate-in-turn'
import './index.css'

// The inspector (dev + ?inspect only) must exist before the first machine starts.
await setUpInspector()
// The page of the address, loaded before the first render (its chunks are already on their way:
// the server names them in the HTML), so the first render shows it, not the header alone. If it
// cannot load, the app renders anyway and the page's error boundary says so.
const { pathname } = globalThis.location
const served = readEmbeddedBoot()
const config = embeddedConfig()
await preloadPage(pathname, served?.language).catch(() => undefined)
// Preferences kept before they were mirrored in cookies: the next page is rendered with them.
mirrorStoredPreferences()

const container = document.getElementById('root')!
if (served && config) {
  // A page the server rendered: the first render must be the server's, from the same data and
  // texts, so React adopts the HTML as it is.
  const catalogue = await loadCatalogue(served.language, pageAreasOf(pathname))
  const boot: PageBoot = { ...served, config, catalogue }
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a click or key on a part not hydrated yet makes
  // React hydrate that part first.
  // A long list's rows each hydrate in a task of their own (hydrate-in-turn.tsx).
  hydrateRowsInTurn()
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BootProvider boot={boot}>
          <App />
        </BootProvider>
      </StrictMode>,
    )
  })
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
