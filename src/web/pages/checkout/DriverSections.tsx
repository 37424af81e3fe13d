// The driver sections of the checkout page: the main driver (with the licence when the supplier
// requires one) and the additional driver.
import type { ComponentProps, RefObject } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { User } from '../../app/session-context'
import { LabelledCheckbox } from '../../components/ui/checkbox'
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

interface AdditionalDriverSectionProps {
  fields: Omit<FieldsProps, 'who'>
  disabled: boolean
  /** The option is included with the car: a right to an additional driver, added by the driver's choice. */
  included: boolean
  /** There is an additional driver: their details are asked. */
  asked: boolean
  onAdd: (added: boolean) => void
}

/**
 * The additional driver: with a priced option ticked, their details; with an included one, first
 * the choice to add one (a solo renter books without), then their details.
 */
export function AdditionalDriverSection({ fields, disabled, included, asked, onAdd }: AdditionalDriverSectionProps) {
  return (
    <Section id="checkout-additional" title="checkout.additional.title">
      {included ? (
        <>
          <p id="checkout-additional-included" className={mutedText}>
            <FormattedMessage id="checkout.additional.included" />
          </p>
          <LabelledCheckbox
            id="checkout-additional-add"
            label={<FormattedMessage id="checkout.additional.add" />}
            checked={asked}
            disabled={disabled}
            onChange={onAdd}
            describedBy="checkout-additional-included"
          />
        </>
      ) : null}
      {asked ? <DriverFieldset who="additional" disabled={disabled} {...fields} /> : null}
    </Section>
  )
}
