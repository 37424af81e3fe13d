/**
 * The element ids of one date field. DateField renders the label, input and trigger at first paint;
 * the calendar (DateCalendar, loaded later) hands these ids to Ark's date picker, which then finds,
 * positions against and returns the focus to those very elements. Same shape as Ark's own ids.
 */
export function dateFieldIds(baseId: string) {
  const prefix = `datepicker:${baseId}`
  return {
    root: prefix,
    label: `${prefix}:label:0`,
    control: `${prefix}:control`,
    input: `${prefix}:input:0`,
    trigger: `${prefix}:trigger`,
    content: `${prefix}:content`,
    positioner: `${prefix}:positioner`,
    /** The calendar's own (hidden) root element, apart from the field's. */
    calendarRoot: `${prefix}:calendar`,
  }
}

export type DateFieldIds = ReturnType<typeof dateFieldIds>
