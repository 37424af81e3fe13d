import type { LocationOption } from '../../api/search'

/** The elements of a place field that Ark's combobox machine drives once it has arrived. */
export type LocationFieldPart = 'label' | 'control' | 'input' | 'trigger'

/**
 * The element ids of one place field, as Ark's combobox names them for the id `id`: the field
 * renders them at first paint, the combobox (loaded later) finds them by these ids.
 */
export function locationFieldIds(id: string) {
  const prefix = `combobox:${id}`
  return {
    root: prefix,
    label: `${prefix}:label`,
    control: `${prefix}:control`,
    input: `${prefix}:input`,
    trigger: `${prefix}:toggle-btn`,
    content: `${prefix}:content`,
    /** The combobox's own (hidden) root element, apart from the field's. */
    listRoot: `${prefix}:list-root`,
  }
}

/** How a suggestion is read: 'Lyon Saint-Exupéry Airport, France'. */
export const placeLabel = (location: LocationOption) => `${location.name}, ${location.countryName}`
