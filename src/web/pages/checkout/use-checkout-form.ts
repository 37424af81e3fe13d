import { useLayoutEffect, useRef, useState } from 'react'
import type { DriverField, FormField } from '../../../../machines/checkout.machine'
import type { Message } from '../auth/ui'
import type { CheckoutDraft } from './checkout-draft'
import { ALL_DRIVER_FIELDS, EMPTY_DRIVER, type FormValues } from './checkout-form'
import { ADDITIONAL_FIELDS, type FieldRefs } from './DriverFields'

/**
 * The checkout form's own state: what was typed (from the session's draft at first), which fields
 * were left, the page-level message, the messages of the fields a refused booking named (each
 * cleared when its field is edited), and the elements that take the focus. Any edit clears the
 * page-level message.
 */
export function useCheckoutForm(draft: CheckoutDraft | null, { hydrating }: { hydrating: boolean }) {
  // A server-rendered form hydrates empty, as the server rendered it; the draft comes after.
  const [values, setValues] = useState<FormValues>(() => valuesOf(hydrating ? null : draft))
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, Message>>>({})
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

  // Once hydrated: the draft, and over it what was typed while the page's code was still loading
  // (the server's form is on screen before), so neither is lost. A layout effect: it reads the
  // fields in the hydrating commit, before any later render can set them to the state's values.
  useLayoutEffect(() => {
    if (!hydrating) return
    const typed = (field: FormField, kept: string) => {
      const element = refs[field]?.current
      return (element instanceof HTMLInputElement && element.value) || kept
    }
    setValues((shown) => {
      const restored = draft ? valuesOf(draft) : shown
      const next: FormValues = { ...restored, additional: { ...restored.additional } }
      for (const field of ALL_DRIVER_FIELDS) {
        next[field] = typed(field, restored[field])
        next.additional[field] = typed(ADDITIONAL_FIELDS[field], restored.additional[field])
      }
      return next
    })
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const edit = (field: FormField, update: (values: FormValues) => FormValues) => {
    setValues(update)
    setAlert(null)
    setServerErrors((errors) => {
      if (!errors[field]) return errors
      const { [field]: _edited, ...others } = errors
      return others
    })
  }

  return {
    values,
    touched,
    alert,
    setAlert,
    serverErrors,
    setServerErrors,
    alertRef,
    refs,
    paymentRef,
    setDriver: (field: DriverField, value: string) => edit(field, (v) => ({ ...v, [field]: value })),
    setAdditional: (field: DriverField, value: string) =>
      edit(ADDITIONAL_FIELDS[field], (v) => ({ ...v, additional: { ...v.additional, [field]: value } })),
    setAcceptTerms: (checked: boolean) => edit('acceptTerms', (v) => ({ ...v, acceptTerms: checked })),
    touch: (field: FormField) => setTouched((t) => ({ ...t, [field]: true })),
    touchAdditional: (field: DriverField) => setTouched((t) => ({ ...t, [ADDITIONAL_FIELDS[field]]: true })),
  }
}

function valuesOf(draft: CheckoutDraft | null): FormValues {
  return { ...(draft?.driver ?? EMPTY_DRIVER), acceptTerms: false, additional: draft?.additional ?? EMPTY_DRIVER }
}
