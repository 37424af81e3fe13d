// The driver sections of the checkout page: the main driver (with the licence when the supplier
// requires one) and the additional driver.
import type { ComponentProps, RefObject } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { User } from '../../app/session-context'
import type { Message } from '../auth/ui'
import { DriverFields } from './DriverFields'
import { LicenseField } from './LicenseField'
import { mutedText, Section } from './parts'
import type { TempLicense } from './use-temp-license'

type FieldsProps = ComponentProps<typeof DriverFields>

/** A driver's fields, all disabled at once while the form is locked. */
function DriverFieldset({ disabled, ...fields }: FieldsProps & { disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className={css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' })}>
      <DriverFields {...fields} />
    </fieldset>
  )
}

interface DriverSectionProps {
  user: User | null
  fields: Omit<FieldsProps, 'who'>
  disabled: boolean
  /** The licence is asked (the supplier requires one and the account has none). */
  licenseNeeded: boolean
  license: TempLicense
  licenseError: Message | null
  licenseRef: RefObject<HTMLButtonElement | null>
}

export function DriverSection({ user, fields, disabled, licenseNeeded, license, licenseError, licenseRef }: DriverSectionProps) {
  return (
    <Section id="checkout-driver" title="checkout.driver.title">
      {user ? (
        <p>
          <FormattedMessage id="checkout.driver.signedInAs" values={{ name: user.fullName, email: user.email }} />
        </p>
      ) : null}
      {user && fields.fields.length > 0 ? (
        <p className={mutedText}>
          <FormattedMessage id="checkout.driver.accountLacks" />
        </p>
      ) : null}
      <DriverFieldset who="main" disabled={disabled} {...fields} />
      {licenseNeeded ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <p className={mutedText}>
            <FormattedMessage id="checkout.license.intro" />
          </p>
          <LicenseField license={license} error={licenseError} disabled={disabled} triggerRef={licenseRef} />
        </div>
      ) : null}
    </Section>
  )
}

export function AdditionalDriverSection({ fields, disabled }: { fields: Omit<FieldsProps, 'who'>; disabled: boolean }) {
  return (
    <Section id="checkout-additional" title="checkout.additional.title">
      <DriverFieldset who="additional" disabled={disabled} {...fields} />
    </Section>
  )
}
