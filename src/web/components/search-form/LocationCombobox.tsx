import { createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import type { LocationOption } from '../../api/search'
import type { MessageId } from '../../i18n/en'
import * as Combobox from '../ui/combobox'
import { FieldError } from './FieldError'
import type { FieldMessage } from './search-form-values'
import { useLocationSearch, type LocationSearch } from './use-location-search'

type Props = {
  label: string
  value: LocationOption | null
  onChange: (location: LocationOption | null) => void
  language: Language
  message?: FieldMessage
  inputRef?: React.Ref<HTMLInputElement>
}

const statusMessages: Record<LocationSearch['status'], MessageId | null> = {
  idle: null,
  loading: 'searchForm.locationsLoading',
  failed: 'searchForm.locationsFailed',
  done: 'searchForm.locationsEmpty',
}

/** A place picked by typing part of its name or country (suggestions from the locations API). */
export function LocationCombobox({ label, value, onChange, language, message, inputRef }: Props) {
  const intl = useIntl()
  const errorId = useId()
  const { items, status, search } = useLocationSearch(language)
  const [inputValue, setInputValue] = useState(value?.name ?? '')

  // A place set from outside (a pre-filled form) shows its name once it is known.
  useEffect(() => {
    if (value) setInputValue(value.name)
  }, [value])

  // Before any search the chosen place is the only item, so the combobox knows its name.
  const collection = useMemo(
    () =>
      createListCollection<LocationOption>({
        items: status === 'idle' && value ? [value] : items,
        itemToValue: (location) => location.id,
        itemToString: (location) => location.name,
      }),
    [items, status, value],
  )
  const statusMessage = collection.size === 0 || status === 'loading' ? statusMessages[status] : null

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value.id] : []}
      inputValue={inputValue}
      onInputValueChange={({ inputValue: text, reason }) => {
        setInputValue(text)
        if (reason === 'input-change') search(text)
      }}
      onOpenChange={({ open, reason }) => {
        // Opened by a click or an arrow key before any search: show the first locations at once.
        if (open && reason !== 'input-change' && status === 'idle') search('', true)
      }}
      onValueChange={({ items: selected }) => onChange((selected[0] as LocationOption | undefined) ?? null)}
      inputBehavior="autohighlight"
      openOnClick
      invalid={Boolean(message)}
      translations={{ triggerLabel: intl.formatMessage({ id: 'searchForm.showLocations' }) }}
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={inputRef}
          placeholder={intl.formatMessage({ id: 'searchForm.locationPlaceholder' })}
          aria-describedby={errorId}
          aria-invalid={message ? true : undefined}
          autoComplete="off"
        />
        <Combobox.Trigger>
          <ChevronDown aria-hidden />
        </Combobox.Trigger>
      </Combobox.Control>
      <FieldError id={errorId} message={message} />
      {/* Heard by screen readers; the list itself shows the same text to sighted users. */}
      <p role="status" className={css({ srOnly: true })}>
        {status === 'loading' || status === 'failed' ? <FormattedMessage id={statusMessages[status]!} /> : null}
      </p>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {statusMessage ? (
              <div role="presentation" aria-hidden className={css({ px: '1.5', py: '1', color: 'fg.muted' })}>
                <FormattedMessage id={statusMessage} />
              </div>
            ) : null}
            {collection.items.map((location) => (
              <Combobox.Item key={location.id} item={location}>
                <Combobox.ItemText>{location.name}</Combobox.ItemText>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <span className={css({ srOnly: true })}>, </span>
                  {location.countryName}
                </span>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
