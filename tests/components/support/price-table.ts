import { within } from '@testing-library/react'

/** A price breakdown as a reader meets it: the table named 'Price breakdown' in `scope`. */
export function priceTable(scope: HTMLElement, name = 'Price breakdown'): HTMLElement {
  return within(scope).getByRole('table', { name })
}

/** The amount beside the line labelled `label` (its row header) of a price table. */
export function amountOf(table: HTMLElement, label: string | RegExp): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: label })
  return within(header.closest('tr')!).getByRole('cell')
}

/** The labels of the table's lines, in order (the rental's heading included). */
export function lineLabels(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent ?? '')
}
