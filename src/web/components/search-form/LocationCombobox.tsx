// Loaded on demand (LocationField.tsx): Ark UI's combobox, its positioning and dismissal code stay
// out of the first load of the pages with a search form (issue 12).
import { createListCollection, useCombobox } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useLayoutEffect, useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { LocationOption } from '../../api/search'
import type { MessageId } from '../../i18n/en'
import * as Combobox from '../ui/combobox'
import type { Bind } from './ark-bridge'
import { locationFieldIds, placeLabel, type LocationFieldPart } from './location-field-parts'
import type { LocationSearch } from './use-location-search'

export type LocationComboboxProps = {
  /** The field's id (location-field-parts.ts): Ark's machine finds the field's elements by it. */
  id: string
  value: LocationOption | null
  onChange: (location: LocationOption | null) => void
  inputValue: string
  /** The text set by the machine (not typed). */
  onInputValueChange: (text: string) => void
  search: LocationSearch
  statusMessage: (collectionSize: number) => MessageId | null
  invalid: boolean
  triggerLabel: string
  bind: Bind<LocationFieldPart>
  /** The visitor typed before the machine arrived: the suggestions open as typing opens them. */
  openOnArrival: boolean
}

/**
 * The suggestions of a LocationField: Ark's combobox machine driving the field's own label, input
 * and button (through `bind`), and the list of places in a floating panel.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { id, value, search, bind } = props
  const { items, status, searchNow } = search

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
  const combobox = useCombobox({
    id,
    ids: { root: locationFieldIds(id).listRoot },
    collection,
    value: value ? [value.id] : [],
    inputValue: props.inputValue,
    // Typed text is the field's (it sets it and asks for places as the keys come); the machine
    // changes it otherwise (a place taken, Escape).
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason !== 'input-change') props.onInputValueChange(inputValue)
    },
    onOpenChange: ({ open, reason }) => {
      // Opened by a click or an arrow key before any search: show the first locations at once.
      if (open && reason !== 'input-change' && status === 'idle') searchNow('')
    },
    onValueChange: ({ items: selected }) => props.onChange(selected[0] ?? null),
    // Nothing is highlighted until the visitor moves: ArrowDown lands on the first suggestion.
    inputBehavior: 'none',
    // Typed text that is no place of the list stays in the box (the form flags it at Search), never wiped.
    allowCustomValue: true,
    openOnClick: true,
    invalid: props.invalid,
    translations: { triggerLabel: props.triggerLabel },
    positioning: { sameWidth: false, placement: 'bottom-start' },
  })

  // After the machine started (in the layout effect of useCombobox), on every render.
  useLayoutEffect(() => {
    bind({
      label: combobox.getLabelProps(),
      control: combobox.getControlProps(),
      input: combobox.getInputProps(),
      trigger: combobox.getTriggerProps(),
    })
  })
  useEffect(() => () => bind(null), [bind])

  // Where the visitor already was: in the input (the machine hears of it), maybe typing.
  useEffect(() => {
    if (document.activeElement?.id === locationFieldIds(id).input) combobox.getInputProps().onFocus?.({} as never)
    if (props.openOnArrival) combobox.setOpen(true, 'input-change')
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const statusMessage = props.statusMessage(collection.size)
  return (
    <Combobox.RootProvider value={combobox} hidden>
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
    </Combobox.RootProvider>
  )
}
