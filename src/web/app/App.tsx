import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { ColorModeProvider } from './color-mode'
import { ConfigProvider } from './config-context'
import { CurrencyProvider } from './currency-context'
import { GlobalErrorListeners } from './error-handling'
import { Footer } from './Footer'
import { Header } from './header/Header'
import { LanguageProvider } from './language-context'
import { NavigationEffects } from './NavigationEffects'
import { EmailValidationBanner } from './EmailValidationBanner'
import { SessionProvider } from './session-context'
import { NotificationsProvider } from './notifications-context'
import { AppRoutes } from './routes'
import { Toasts } from './Toasts'
import { ConsentBanner } from './consent/ConsentBanner'

/** Boot order: configuration → language (machine + catalogue) → session → the shell. */
export function App() {
  return (
    <ConfigProvider>
      <LanguageProvider>
        <SessionProvider>
        <ColorModeProvider>
          <CurrencyProvider>
            <NotificationsProvider>
              <Shell>
                <AppRoutes />
              </Shell>
            </NotificationsProvider>
          </CurrencyProvider>
        </ColorModeProvider>
        </SessionProvider>
      </LanguageProvider>
    </ConfigProvider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' })}>
      <GlobalErrorListeners />
      <NavigationEffects />
      <Header />
      <EmailValidationBanner />
      {/* At least a screen tall: while a page loads its data, the footer waits below the fold
          instead of sitting on screen and jumping down when the content arrives (layout shift). */}
      <main id="main" tabIndex={-1} className={css({ flex: '1', minHeight: '100vh', outline: 'none' })}>
        {children}
      </main>
      <Footer />
      <ConsentBanner />
      <Toasts />
    </div>
  )
}
