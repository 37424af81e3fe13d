import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { IntlProvider } from 'react-intl'
import type { Language } from '../../../src/domain/enums'
import { en } from '../../../src/web/i18n/en'
import { es } from '../../../src/web/i18n/es'
import { fr } from '../../../src/web/i18n/fr'

const catalogues = { en, fr, es }

/** Renders one component in a language, without the app around it. */
export function renderWithIntl(ui: ReactElement, language: Language = 'en') {
  const user = userEvent.setup()
  return { user, ...render(<IntlProvider locale={language} messages={catalogues[language]}>{ui}</IntlProvider>) }
}
