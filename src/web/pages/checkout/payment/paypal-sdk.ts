import { getScriptID } from '@paypal/react-paypal-js'
import { loadScript as loadPayPalScript } from '@paypal/paypal-js'
import type { Currency } from '../../../../domain/enums'
import { payPalScriptOptions } from './scripts'

/**
 * Loads the PayPal SDK exactly as PayPalScriptProvider would (same URL, same data attributes),
 * so that the provider, rendered later, finds this script and uses it.
 */
export function loadPayPalSdk(clientId: string, currency: Currency): Promise<unknown> {
  const options = payPalScriptOptions(clientId, currency)
  // the provider's own marker attribute (not in paypal-js's option types)
  const scriptId: Record<string, string> = { 'data-react-paypal-script-id': getScriptID(options) }
  return loadPayPalScript({
    ...options,
    dataJsSdkLibrary: 'react-paypal-js',
    dataSdkIntegrationSource: 'react-paypal-js',
    ...scriptId,
  }).then((paypal) => {
    if (!paypal) throw new Error('The PayPal SDK is not available')
    return paypal
  })
}
