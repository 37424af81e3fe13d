import { useRef, useState } from 'react'
import type { DriverField, FormField } from '../../../../machines/checkout.machine'
import type { Message } from '../auth/ui'
import { EMPTY_DRIVER, type FormValues } from './checkout-form'
import { ADDITIONAL_FIELDS, type FieldRefs } from './DriverFields'

/**
 * The checkout form's own state: what was typed, which fields were left, the page-level message,
 * and the elements that take the focus. Any edit clears the page-level message.
 */
export function useCheckoutForm() {
  const [values, setValues] = useState<FormValues>({ ...EMPTY_DRIVER, acceptTerms: false, additional: EMPTY_DRIVER })
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const refs: FieldRefs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    birthDate: useRef<HTMLInputElement>(null),
    license: useRef<HTMLButtonElement>(null),
    additionalFullName: useRef<HTMLInputElement>(null),
    additionalEmail: useRef<HTMLInputElement>(null),
    additionalPhone: useRef<HTMLInputElement>(null),
    additionalBirthDate: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
  }
  const paymentRef = useRef<HTMLInputElement>(null)

  const edit = (update: (values: FormValues) => FormValues) => {
    setValues(update)
    setAlert(null)
  }

  return {
    values,
    touched,
    alert,
    setAlert,
    alertRef,
    refs,
    paymentRef,
    setDriver: (field: DriverField, value: string) => edit((v) => ({ ...v, [field]: value })),
    setAdditional: (field: DriverField, value: string) => edit((v) => ({ ...v, additional: { ...v.additional, [field]: value } })),
    setAcceptTerms: (checked: boolean) => edit((v) => ({ ...v, acceptTerms: checked })),
    touch: (field: FormField) => setTouched((t) => ({ ...t, [field]: true })),
    touchAdditional: (field: DriverField) => setTouched((t) => ({ ...t, [ADDITIONAL_FIELDS[field]]: true })),
  }
}
