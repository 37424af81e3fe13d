import { Languages } from 'lucide-react'
import { useIntl } from 'react-intl'
import { languages } from '../../../domain/enums'
import { LANGUAGE_NAMES } from '../../i18n/catalogues'
import { useLanguage } from '../language-context'
import { PreferenceMenu } from './PreferenceMenu'

/** "Language: English" / "Langue : Français" / "Idioma: Español". */
export function LanguageMenu() {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  return (
    <PreferenceMenu
      label={intl.formatMessage({ id: 'header.language' }, { language: LANGUAGE_NAMES[language] })}
      icon={<Languages aria-hidden />}
      value={language}
      options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      onChange={setLanguage}
    />
  )
}
