import Languages from 'lucide-react/icons/languages'
import { useIntl } from 'react-intl'
import { languages, type Language } from '../../../domain/enums'
import { api, unwrap } from '../../api/client'
import { LANGUAGE_NAMES } from '../../i18n/catalogues'
import { useLanguage } from '../language-context'
import { useSession } from '../session-context'
import { notifyError } from '../toaster'
import { PreferenceMenu } from './PreferenceMenu'

/** "Language: English" / "Langue : Français" / "Idioma: Español". */
export function LanguageMenu() {
  const intl = useIntl()
  const { language } = useLanguage()
  const choose = useChooseLanguage()
  return (
    <PreferenceMenu
      label={intl.formatMessage({ id: 'header.language' }, { language: LANGUAGE_NAMES[language] })}
      icon={<Languages aria-hidden />}
      value={language}
      options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      onChange={choose}
    />
  )
}

/** Switches the interface language; a signed-in driver's is kept on the server too (e-mails are sent in it). */
export function useChooseLanguage(): (next: Language) => void {
  const { setLanguage } = useLanguage()
  const { user, setUser } = useSession()
  return (next) => {
    setLanguage(next)
    if (!user || user.language === next) return
    unwrap(api.POST('/api/update-language', { body: { id: user.id, language: next } })).then(
      () => setUser({ ...user, language: next }),
      () => notifyError('errors.languageChangeFailed'),
    )
  }
}
