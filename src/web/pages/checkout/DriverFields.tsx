import type { RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { DriverField, DriverValues, FormField } from '../../../../machines/checkout.machine'
import type { MessageId } from '../../i18n/en'
import { LocalDateInput } from '../../components/ui/local-date-input'
import { TextField, type Message } from '../auth/ui'
import { signInHref } from '../auth/return-path'
import { linkStyle, mutedText } from './parts'

export type FieldRefs = Partial<Record<FormField, RefObject<HTMLElement | null>>>

const MAIN_LABELS: Record<DriverField, MessageId> = {
  fullName: 'checkout.field.fullName',
  email: 'checkout.field.email',
  phone: 'checkout.field.phone',
  birthDate: 'checkout.field.birthDate',
}
const ADDITIONAL_LABELS: Record<DriverField, MessageId> = {
  fullName: 'checkout.field.additionalFullName',
  email: 'checkout.field.additionalEmail',
  phone: 'checkout.field.additionalPhone',
  birthDate: 'checkout.field.additionalBirthDate',
}
export const ADDITIONAL_FIELDS: Record<DriverField, FormField> = {
  fullName: 'additionalFullName',
  email: 'additionalEmail',
  phone: 'additionalPhone',
  birthDate: 'additionalBirthDate',
}
export const FIELD_LABELS: Record<FormField, MessageId> = {
  ...MAIN_LABELS,
  additionalFullName: ADDITIONAL_LABELS.fullName,
  additionalEmail: ADDITIONAL_LABELS.email,
  additionalPhone: ADDITIONAL_LABELS.phone,
  additionalBirthDate: ADDITIONAL_LABELS.birthDate,
  acceptTerms: 'checkout.field.acceptTerms',
  license: 'checkout.license.label',
}

const INPUT: Record<DriverField, { type: string; autoComplete: string }> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  birthDate: { type: 'date', autoComplete: 'bday' },
}

interface DriverFieldsProps {
  /** 'main' for the main driver, 'additional' for the additional driver. */
  who: 'main' | 'additional'
  fields: DriverField[]
  values: DriverValues
  onChange: (field: DriverField, value: string) => void
  onBlur: (field: DriverField) => void
  errorOf: (field: FormField) => Message | null
  refs: FieldRefs
  minimumAge: number
  today: string
  /** The current page, to come back to after signing in (a registered e-mail). */
  returnTo: string
}

/** A driver's labelled fields, with the hints of spec §2/§5 and their errors linked and announced. */
export function DriverFields({ who, fields, values, onChange, onBlur, errorOf, refs, minimumAge, today, returnTo }: DriverFieldsProps) {
  const main = who === 'main'
  const intl = useIntl()
  return (
    <>
      {fields.map((field) => {
        const formField = main ? field : ADDITIONAL_FIELDS[field]
        const error = errorOf(formField)
        const hint: Message | undefined = !main
          ? undefined
          : field === 'email'
            ? { id: 'checkout.hint.email' }
            : field === 'phone'
              ? { id: 'checkout.hint.phone' }
              : field === 'birthDate'
                ? { id: 'checkout.hint.birthDate', values: { age: minimumAge } }
                : undefined
        return (
          <TextField
            key={formField}
            id={`checkout-${formField}`}
            label={main ? MAIN_LABELS[field] : ADDITIONAL_LABELS[field]}
            type={INPUT[field].type}
            autoComplete={main ? INPUT[field].autoComplete : 'off'}
            required
            value={values[field]}
            onChange={(value) => onChange(field, value)}
            onBlur={() => onBlur(field)}
            hint={hint}
            error={error}
            alwaysDescribedByError
            max={field === 'birthDate' ? today : undefined}
            valueInput={field === 'birthDate' ? LocalDateInput : undefined}
            placeholder={field === 'birthDate' ? intl.formatMessage({ id: 'checkout.field.datePlaceholder' }) : undefined}
            inputRef={refs[formField] as RefObject<HTMLInputElement | null> | undefined}
            errorAction={
              main && field === 'email' && error?.id === 'checkout.error.emailRegistered' ? (
                <p className={mutedText}>
                  <Link href={signInHref(returnTo)} className={linkStyle}>
                    <FormattedMessage id="checkout.emailRegistered.signIn" />
                  </Link>{' '}
                  <span className={css({ color: 'fg.muted' })}>
                    <FormattedMessage id="checkout.emailRegistered.comeBack" />
                  </span>
                </p>
              ) : undefined
            }
          />
        )
      })}
    </>
  )
}
