import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { DEFAULT_LANGUAGE } from '../../domain/enums'
import { isSupportedLanguage } from '../../domain/language'
import { formatNumber, type FractionDigits } from '../../domain/number-format'

/**
 * Numbers in the interface language with the one format of spec §9 (the same separators as
 * prices): use this, not react-intl's formatNumber, whose French and Spanish differ from it.
 */
export function useFormatNumber(): (value: number, digits?: FractionDigits) => string {
  const { locale } = useIntl()
  const language = isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE
  return useCallback((value: number, digits?: FractionDigits) => formatNumber(value, language, digits), [language])
}
