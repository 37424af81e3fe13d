import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { chooseAnalyticsConsent } from './analytics-consent'

/** Accept and reject side by side, in one style: neither choice is easier than the other. */
export function ConsentButtons() {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
      <button type="button" className={button({ size: 'sm' })} onClick={() => chooseAnalyticsConsent('granted')}>
        <FormattedMessage id="consent.accept" />
      </button>
      <button type="button" className={button({ size: 'sm' })} onClick={() => chooseAnalyticsConsent('denied')}>
        <FormattedMessage id="consent.reject" />
      </button>
    </div>
  )
}
