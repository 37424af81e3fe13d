import { createListCollection, type ListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { useMemo, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { languages, type Language } from '../../../domain/enums'
import { useLanguage } from '../../app/language-context'
import * as Select from '../../components/ui/select'
import { LANGUAGE_NAMES } from '../../i18n/catalogues'
import { toastFailure, toastUpdated } from './feedback'
import { SettingsSection } from './parts'
import { updateLanguage, type User } from './settings-api'

/** The account's language (update-language): the interface switches and e-mails follow. */
export function LanguageSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const { setLanguage } = useLanguage()
  const [busy, setBusy] = useState(false)
  const collection = useMemo(
    () => createListCollection({ items: languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })) }),
    [],
  )

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
        <Select.Root
          collection={collection as ListCollection<unknown>}
          value={[user.language]}
          disabled={busy}
          onValueChange={(details) => {
            const next = details.value[0] as Language | undefined
            if (next) void change(next)
          }}
          positioning={{ sameWidth: true }}
        >
          <Select.Label>
            <FormattedMessage id="settings.language.label" />
          </Select.Label>
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText />
              <Select.Indicator>
                <ChevronDown aria-hidden />
              </Select.Indicator>
            </Select.Trigger>
          </Select.Control>
          <Select.Positioner>
            <Select.Content>
              {collection.items.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText lang={item.value}>{item.label}</Select.ItemText>
                  <Select.ItemIndicator>
                    <Check aria-hidden />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Select.Root>
      </div>
    </SettingsSection>
  )
}
