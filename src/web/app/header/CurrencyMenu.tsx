import Coins from 'lucide-react/icons/coins'
import { useIntl } from 'react-intl'
import { toSupportedCurrency } from '../../../domain/currency'
import { useConfig } from '../config-context'
import { useCurrency } from '../currency-context'
import { PreferenceMenu } from './PreferenceMenu'

/** "Currency: USD"; the choices are the configured currencies with their symbols. */
export function CurrencyMenu() {
  const intl = useIntl()
  const { currencies } = useConfig()
  const { currency, setCurrency } = useCurrency()
  return (
    <PreferenceMenu
      label={intl.formatMessage({ id: 'header.currency' }, { currency })}
      icon={<Coins aria-hidden />}
      value={currency}
      options={currencies.map(({ code, symbol }) => ({ value: code, label: code, detail: symbol }))}
      onChange={(code) => setCurrency(toSupportedCurrency(code))}
    />
  )
}
