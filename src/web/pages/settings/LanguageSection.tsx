import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { languages, type Language } from '../../../domain/enums'
import { useLanguage } from '../../app/language-context'
import { DeferredChoiceSelect } from '../../components/ui/deferred-choice-select'
import { LANGUAGE_NAMES } from '../../i18n/catalogues'
import { toastFailure, toastUpdated } from './feedback'
import { SettingsSection } from './parts'
import { updateLanguage, type User } from './settings-api'

// Each language named in itself (the labels do not change with the interface).
const languageChoices = languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))

/** The account's language (update-language): the interface switches and e-mails follow. */
export function LanguageSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const { setLanguage } = useLanguage()
  const [busy, setBusy] = useState(false)

  async function change(language: Language) {
    if (language === user.language) return
    setBusy(true)
    try {
      await updateLanguage(user.id, language)
      onUpdated({ ...user, language })
      setLanguage(language)
      toastUpdated()
    } catch (error) {
      toastFailure(error, 'settings.errors.languageChangeFailed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="language" title="settings.language.title">
      <div className={css({ maxWidth: '320px' })}>
        {/* Ark's select arrives when the browser is idle or the driver comes near: not in the first load. */}
        <DeferredChoiceSelect
          label={<FormattedMessage id="settings.language.label" />}
          choices={languageChoices}
          value={user.language}
          onChange={(next) => void change(next)}
          disabled={busy}
          itemLang
        />
      </div>
    </SettingsSection>
  )
}
