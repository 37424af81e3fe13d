import { useState, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'

type LocalDateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD', '' or text typed that does not read as a date (the form's own check names it). */
  value: string
  onChange: (value: string) => void
  /** The order the language writes dates in, e.g. 'dd/mm/aaaa'. */
  placeholder?: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const numericDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })

/** 'YYYY-MM-DD' as the language writes it (12/31/1990 in English, 31/12/1990 in French). */
function dateText(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return numericDate(locale).format(Date.UTC(year, month - 1, day))
}

/** The date typed, in the language's order or year first, as 'YYYY-MM-DD'; null when it is none (four-digit years only). */
function typedDate(text: string, locale: string): string | null {
  const numbers = text.match(/\d+/g)
  if (numbers?.length !== 3) return null
  const order = numbers[0].length === 4 ? ['year', 'month', 'day'] : numericDate(locale).formatToParts(0).map((part) => part.type).filter((type) => type !== 'literal')
  const [year, month, day] = ['year', 'month', 'day'].map((part) => numbers[order.indexOf(part)]!)
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
  // (a day that does not exist, 31/02, is rolled over by the date: then it reads otherwise)
  return year!.length === 4 && ISO_DATE.test(iso) && dateText(iso, 'en-CA') === iso ? iso : null
}

/**
 * A date (a birth date) typed in the page language's own order: 12/31/1990 in English, 31/12/1990
 * in French and Spanish. The browser's date input follows the browser's language, not the page's,
 * so a Spanish page would ask for mm/dd/yyyy (issue 24). A year first (1990-12-31) reads the same
 * in every language. The value is ISO as soon as the text reads as a date. (A date input's type,
 * min and max do not apply to text: the form checks the date.) No date library: it goes with forms
 * whose pages have little room left (the checkout's budget).
 */
export function LocalDateInput({ value, onChange, onBlur, type: _dateType, min: _min, max: _max, ...inputProps }: LocalDateInputProps) {
  const { locale } = useIntl()
  // What is being typed; on leaving, the value in the language's order.
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <input
      {...inputProps}
      inputMode="numeric"
      value={typed ?? (ISO_DATE.test(value) ? dateText(value, locale) : value)}
      onChange={(event) => {
        setTyped(event.target.value)
        onChange(typedDate(event.target.value, locale) ?? event.target.value.trim())
      }}
      onBlur={(event) => {
        setTyped(null)
        onBlur?.(event)
      }}
    />
  )
}
