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
import { fieldRows } from './layout'
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
  busy: 'searchForm.locationsLoading',
  failed: 'searchForm.locationsFailed',
  done: 'searchForm.locationsEmpty',
}

/** How a suggestion is read: 'Lyon Saint-Exupéry Airport, France'. */
export const placeLabel = (location: LocationOption) => `${location.name}, ${location.countryName}`

/** A place picked by typing part of its name or country (suggestions from the locations API). */
export function LocationCombobox({ label, value, onChange, language, message, inputRef }: Props) {
  const intl = useIntl()
  const errorId = useId()
  const { items, status, type, searchNow } = useLocationSearch(language)
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
  const statusMessage = collection.size === 0 ? statusMessages[status] : null

  return (
    <Combobox.Root
      className={fieldRows}
      collection={collection}
      value={value ? [value.id] : []}
      inputValue={inputValue}
      onInputValueChange={({ inputValue: text, reason }) => {
        setInputValue(text)
        if (reason === 'input-change') type(text)
      }}
      onOpenChange={({ open, reason }) => {
        // Opened by a click or an arrow key before any search: show the first locations at once.
        if (open && reason !== 'input-change' && status === 'idle') searchNow('')
      }}
      onValueChange={({ items: selected }) => onChange((selected[0] as LocationOption | undefined) ?? null)}
      // Nothing is highlighted until the visitor moves: ArrowDown lands on the first suggestion.
      inputBehavior="none"
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
          onKeyDown={(event) => {
            // While the suggestions of the new words are on their way there is nothing to take:
            // Enter neither picks nor throws away what was typed (nor submits the form).
            if (event.key === 'Enter' && status === 'busy') event.preventDefault()
          }}
        />
        <Combobox.Trigger>
          <ChevronDown aria-hidden />
        </Combobox.Trigger>
      </Combobox.Control>
      <FieldError id={errorId} message={message} />
      {/* Heard by screen readers; the list itself shows the same text to sighted users. */}
      <p role="status" className={css({ srOnly: true })}>
        {status === 'busy' || status === 'failed' ? <FormattedMessage id={statusMessages[status]!} /> : null}
      </p>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content aria-busy={status === 'busy'}>
            {statusMessage ? (
              <div role="presentation" aria-hidden className={css({ px: '1.5', py: '1', color: 'fg.muted' })}>
                <FormattedMessage id={statusMessage} />
              </div>
            ) : null}
            {collection.items.map((location) => (
              // The name is given whole: built from the two lines, browsers put a space before the comma.
              <Combobox.Item key={location.id} item={location} aria-label={placeLabel(location)}>
                <Combobox.ItemText>{location.name}</Combobox.ItemText>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{location.countryName}</span>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
