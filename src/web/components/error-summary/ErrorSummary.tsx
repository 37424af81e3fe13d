// A form's error summary (the GOV.UK pattern): the form-level message of the spec ('Please fix errors',
// 'Please fill in the field(s): X'), how many fields need attention, and a link to each of them.
// The form moves the focus here on a refused submit; each link moves it on to its field.
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { FormattedMessage, type IntlShape } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'
import { ErrorReference } from '../error-reference/ErrorReference'

/** A message of the catalogue with its values. */
export type SummaryMessage = { id: MessageId; values?: Record<string, string | number> }

/** A field that needs attention: its element id, its label and its error, as the user sees them. */
export interface SummaryField {
  id: string
  label: string
  message?: string
  /** Where the focus goes when the field is not one focusable element (a file input's stand-in button). */
  focus?: () => void
}

/** The summary's links of a form: each field of `order` (page order) that shows an error, with its label and message. */
export function summaryFieldsOf<F extends string>(
  intl: IntlShape,
  order: readonly F[],
  errorOf: (field: F) => SummaryMessage | null | undefined,
  idOf: (field: F) => string,
  labelOf: (field: F) => MessageId,
): SummaryField[] {
  return order.flatMap((field) => {
    const error = errorOf(field)
    return error ? [{ id: idOf(field), label: intl.formatMessage({ id: labelOf(field) }), message: intl.formatMessage({ id: error.id }, error.values) }] : []
  })
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '1.5',
  py: '1',
  borderRadius: 'md',
  borderWidth: '2px',
  borderColor: 'danger',
  bg: 'bg.subtle',
})
// At least 24px high (WCAG 2.5.8 target size): the links are stacked one under the other.
const link = css({ display: 'block', minHeight: '24px', color: 'danger', textDecoration: 'underline', fontWeight: 'medium', overflowWrap: 'anywhere' })

/** The field's error, prefixed by its label unless the message ends with it already ('Please fill in the field(s): Phone'). */
const linkText = ({ label, message }: SummaryField) => (!message ? label : message.endsWith(label) ? message : `${label}: ${message}`)

function focusField(event: MouseEvent<HTMLAnchorElement>, field: SummaryField) {
  event.preventDefault()
  if (field.focus) return field.focus()
  const element = document.getElementById(field.id)
  element?.scrollIntoView?.({ block: 'center' })
  element?.focus()
}

/**
 * Always rendered (hidden while there is no message) so that a new message is announced. A message
 * without fields (a refused request, a failed sign-in) is shown alone.
 */
export function ErrorSummary({
  message,
  fields = [],
  summaryRef,
  focusKey = 0,
  id,
  className,
  reference,
}: {
  message: SummaryMessage | null
  fields?: readonly SummaryField[]
  /** The request id of the refused request the message is about (ApiError.requestId), shown small under it. */
  reference?: string | undefined
  summaryRef?: RefObject<HTMLDivElement | null>
  /** Changed by a refused submit: the summary takes the focus once it is shown (it is hidden before). */
  focusKey?: number
  id?: string
  className?: string
}) {
  const ownRef = useRef<HTMLDivElement>(null)
  const ref = summaryRef ?? ownRef
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus()
    // only a new refused submit moves the focus, not a changed message
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey])
  return (
    <div id={id} ref={ref} tabIndex={-1} role="alert" hidden={!message} className={cx(box, className)}>
      {message ? (
        <>
          <p className={css({ fontWeight: 'bold', color: 'danger' })}>
            <FormattedMessage id={message.id} values={message.values} />
          </p>
          {reference ? <ErrorReference reference={reference} /> : null}
          {fields.length > 0 ? (
            <>
              <p>
                <FormattedMessage id="form.errorSummary.count" values={{ count: fields.length }} />
              </p>
              <ul className={css({ listStyle: 'disc', pl: '2.5', display: 'flex', flexDirection: 'column', gap: '0.25' })}>
                {fields.map((field) => (
                  <li key={field.id}>
                    <a href={`#${field.id}`} className={link} onClick={(event) => focusField(event, field)}>
                      {linkText(field)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
