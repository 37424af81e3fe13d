// Building blocks of the settings page: a titled section (the shared one, bold title), a labelled text field with its announced error,
// and a form's error summary.
import { useId, type ComponentProps, type ReactNode, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import { ErrorSummary, type SummaryField } from '../../components/error-summary/ErrorSummary'
import { Button } from '../../components/ui/button'
import { LocalDateInput } from '../../components/ui/local-date-input'
import { TitledSection } from '../../components/ui/titled-section'
import type { MessageId } from '../../i18n/en'

const boldTitle = css({ fontWeight: 'bold' })

/** A settings section: the shared titled section, with a bold title. */
export function SettingsSection({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} titleClassName={boldTitle}>
      {children}
    </TitledSection>
  )
}

/** An error or hint line. Always rendered (an empty live region) so that a new message is announced. */
export function FieldMessageLine({ id, message, values }: { id: string; message: MessageId | undefined; values?: Record<string, string> }) {
  return (
    <p id={id} aria-live="polite" className={field().error} hidden={!message}>
      {message ? <FormattedMessage id={message} values={values} /> : null}
    </p>
  )
}

type InputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'>

/** The values of a field's error message: the field's name ('Please fill in the field(s): X'), its length limit. */
export function errorValues(error: MessageId | undefined, labelText: string, limit?: number): Record<string, string> | undefined {
  if (error === 'settings.errors.fillIn') return { fields: labelText }
  if (error === 'settings.errors.tooLong') return { limit: String(limit ?? '') }
  return undefined
}

interface TextFieldProps extends InputProps {
  label: MessageId
  value: string
  onChange: (value: string) => void
  error?: MessageId
  multiline?: boolean
  /**
   * The contract's length limit, named by its 'too long' message. Not the input's maxLength: that
   * would cut a longer paste without a word (issue 24).
   */
  limit?: number
}

/** A visible label (its accessible name), the input, and its error referenced by aria-describedby. */
export function TextField({ id: givenId, label, value, onChange, error, multiline, limit, className, ...inputProps }: TextFieldProps) {
  const intl = useIntl()
  const generatedId = useId()
  const id = givenId ?? generatedId
  const errorId = `${id}-error`
  const styles = field()
  const labelText = intl.formatMessage({ id: label })
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  } as const
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {labelText}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          className={cx(styles.input, css({ height: 'auto', py: '1', fontSize: 'md', resize: 'vertical' }))}
        />
      ) : inputProps.type === 'date' ? (
        // typed in the language's own order, not the browser's (local-date-input.tsx)
        <LocalDateInput {...inputProps} {...shared} onChange={onChange} placeholder={intl.formatMessage({ id: 'settings.datePlaceholder' })} className={styles.input} />
      ) : (
        <input {...inputProps} {...shared} onChange={(event) => onChange(event.target.value)} className={styles.input} />
      )}
      <FieldMessageLine id={errorId} message={error} values={errorValues(error, labelText, limit)} />
    </div>
  )
}

/** A field of a settings form as its error summary links it: the element's id, its label, its limit. */
export interface SummaryFieldInfo {
  id: string
  label: MessageId
  limit?: number
}

/**
 * A form's error summary: the spec's line ('Please fix errors', 'Please fill in the field(s): X'),
 * how many fields need attention and a link to each, in the order of `fields` (the page's).
 */
export function FormErrorSummary<F extends string>({
  message,
  values,
  errors,
  fields,
  focusKey,
  summaryRef,
  className,
}: {
  message: MessageId | null
  values?: Record<string, string>
  errors: Partial<Record<F, MessageId>>
  fields: Record<F, SummaryFieldInfo>
  focusKey: number
  summaryRef?: RefObject<HTMLDivElement | null>
  className?: string
}) {
  const intl = useIntl()
  const linked: SummaryField[] = (Object.keys(fields) as F[]).flatMap((name) => {
    const error = errors[name]
    if (!error) return []
    const { id, label, limit } = fields[name]
    const labelText = intl.formatMessage({ id: label })
    return [{ id, label: labelText, message: intl.formatMessage({ id: error }, errorValues(error, labelText, limit)) }]
  })
  return (
    <ErrorSummary
      message={message ? { id: message, values } : null}
      fields={linked}
      focusKey={focusKey}
      summaryRef={summaryRef}
      className={className}
    />
  )
}

export const formGrid = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
})

export const fullWidth = css({ gridColumn: { md: '1 / -1' } })

export const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })

// (hints name the account's e-mail address: a long one breaks rather than leave its card)
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })

/** What a settings part shows while its data loads, or when loading failed (with a retry). */
export function LoadState({ status, failed, onRetry, className }: { status: string; failed: MessageId; onRetry: () => void; className?: string }) {
  if (status === 'loading') {
    return (
      <p role="status" className={className ?? mutedText}>
        <FormattedMessage id="settings.loading" />
      </p>
    )
  }
  if (status !== 'failed') return null
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'flex-start' })}>
      <p>
        <FormattedMessage id={failed} />
      </p>
      <Button variant="outline" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  )
}
