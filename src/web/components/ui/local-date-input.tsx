import { useState, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { formatDateText, parseTypedDate } from '../search-form/date-text'

type LocalDateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'placeholder' | 'max' | 'min'> & {
  /** 'YYYY-MM-DD', '' or text typed that does not read as a date (the form's own check names it). */
  value: string
  onChange: (value: string) => void
  /** The order the language writes dates in, e.g. 'dd/mm/aaaa'. */
  placeholder: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A date (a birth date) typed in the page language's own order: 12/31/1990 in English, 31/12/1990
 * in French and Spanish. The browser's date input follows the browser's language, not the page's,
 * so a Spanish page would ask for mm/dd/yyyy (issue 24). A year first (1990-12-31) reads the same
 * in every language. The value is ISO as soon as the text reads as a date.
 */
export function LocalDateInput({ value, onChange, placeholder, onBlur, ...inputProps }: LocalDateInputProps) {
  const { locale } = useIntl()
  const formatted = ISO_DATE.test(value) ? formatDateText(value, locale) : value
  // What is being typed, while the value is what it gave; shown in the language's order on leaving.
  const [draft, setDraft] = useState<{ text: string; gave: string } | null>(null)
  const text = draft && draft.gave === value ? draft.text : formatted
  return (
    <input
      {...inputProps}
      type="text"
      inputMode="numeric"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const typed = event.target.value
        const next = parseTypedDate(typed, locale) ?? typed.trim()
        setDraft({ text: typed, gave: next })
        onChange(next)
      }}
      onBlur={(event) => {
        setDraft(null)
        onBlur?.(event)
      }}
    />
  )
}
