/** The elements of a time field that Ark's select machine drives once it has arrived. */
export type TimeFieldPart = 'label' | 'control' | 'trigger' | 'valueText' | 'indicator'

/**
 * The element ids of one time field, as Ark's select names them for the id `id`: the field renders
 * them at first paint, the select (loaded later) finds them by these ids.
 */
export function timeFieldIds(id: string) {
  const prefix = `select:${id}`
  return {
    root: prefix,
    label: `${prefix}:label`,
    control: `${prefix}:control`,
    trigger: `${prefix}:trigger`,
    content: `${prefix}:content`,
    /** Ark's label points at its hidden native select, which this field does not have. */
    hiddenSelect: `${prefix}:select`,
    /** The select's own (hidden) root element, apart from the field's. */
    listRoot: `${prefix}:list-root`,
  }
}
