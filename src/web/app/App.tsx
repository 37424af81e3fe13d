import { useEffect, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
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
import { AppRoutes } from './routes'
import { Toasts } from './Toasts'

/** Boot order: configuration → language (machine + catalogue) → session → the shell. */
export function App() {
  return (
    <ConfigProvider>
      <LanguageProvider>
        <SessionProvider>
        <ColorModeProvider>
          <CurrencyProvider>
            <Shell>
              <AppRoutes />
            </Shell>
          </CurrencyProvider>
        </ColorModeProvider>
        </SessionProvider>
      </LanguageProvider>
    </ConfigProvider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const intl = useIntl()
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'app.title' })
  }, [intl])
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
      <Toasts />
    </div>
  )
}
