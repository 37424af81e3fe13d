import type { IntlShape } from 'react-intl'
import type { MessageId } from '../../i18n/en'
import { isEmail } from '../../../domain/email'
import type { Message } from '../auth/ui'

// The contact message of spec §3 (e-mail, subject, message) and its checks, with the spec's messages.

export interface ContactDraft {
  email: string
  subject: string
  message: string
}

export type ContactField = keyof ContactDraft

/** The contract's limits (SendEmailBody): the inputs stop there, so the server never refuses a length. */
export const CONTACT_LIMITS = { subject: 200, message: 5000 } as const

export const CONTACT_FIELD_LABELS: Record<ContactField, MessageId> = {
  email: 'contact.field.email',
  subject: 'contact.field.subject',
  message: 'contact.field.message',
}

export interface ContactCheck {
  /** The form's summary: 'Please fill in the field(s): X' naming every empty field, else 'Please fix errors' for a wrong one, or null. */
  summary: Message | null
  /** Each field's own message; the first field with one receives focus. */
  fields: Partial<Record<ContactField, Message>>
}

export function checkContact(draft: ContactDraft, intl: IntlShape): ContactCheck {
  const empty = (Object.keys(CONTACT_FIELD_LABELS) as ContactField[]).filter((field) => draft[field].trim() === '')
  const fields: Partial<Record<ContactField, Message>> = {}
  for (const field of empty) {
    fields[field] = { id: 'auth.error.fillIn', values: { fields: intl.formatMessage({ id: CONTACT_FIELD_LABELS[field] }) } }
  }
  if (!fields.email && !isEmail(draft.email)) fields.email = { id: 'auth.error.invalidEmail' }
  const summary: Message | null = empty.length
    ? { id: 'auth.error.fillIn', values: { fields: empty.map((field) => intl.formatMessage({ id: CONTACT_FIELD_LABELS[field] })).join(', ') } }
    : Object.keys(fields).length > 0
      ? { id: 'auth.error.fixErrors' }
      : null
  return { summary, fields }
}
