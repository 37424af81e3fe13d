import { FormattedMessage } from 'react-intl'
import { css } from '../../../styled-system/css'
import { ResendValidation } from '../pages/auth/ResendValidation'
import { useSession } from './session-context'

/** Spec §2: a signed-in driver whose e-mail is not validated yet is told so, with a resend action. */
export function EmailValidationBanner() {
  const { user, signedIn } = useSession()
  if (!signedIn || !user || user.verified !== false) return null
  return (
    <section
      aria-labelledby="email-validation-text"
      className={css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <div
        className={css({
          maxWidth: 'container',
          mx: 'auto',
          px: { base: '2', md: '3' },
          py: '1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
        })}
      >
        <p id="email-validation-text">
          <FormattedMessage id="auth.validation.banner" values={{ email: user.email }} />
        </p>
        <ResendValidation email={user.email} signedIn />
      </div>
    </section>
  )
}
