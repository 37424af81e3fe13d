import { useEffect, type ComponentType, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { MessageId } from '../../i18n/en'

/** A message of the catalogue with its values. */
export type Message = { id: MessageId; values?: Record<string, string | number> }

/** The page frame of every account page: a centred card under one h1. */
export function AuthLayout({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl()
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: title })} · ${intl.formatMessage({ id: 'app.name' })}`
  }, [intl, title])
  return (
    <div className={css({ maxWidth: '480px', mx: 'auto', px: '2', py: { base: '4', md: '8' } })}>
      <div
        className={css({
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          p: { base: '2', md: '4' },
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        })}
      >
        <h1 className={css({ textStyle: 'h2' })}>
          <FormattedMessage id={title} />
        </h1>
        {children}
      </div>
    </div>
  )
}

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
export const linkStyle = css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })
export const mutedText = css({ color: 'fg.muted', fontSize: 'md' })

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string
  label: MessageId
  value: string
  onChange: (value: string) => void
  /** The field's error, announced and linked (aria-describedby, aria-invalid). */
  error?: Message | null
  /** A line under the input, read with it. */
  hint?: MessageId | Message
  /** Link the (empty, live) error line even while there is no error (the checkout page's wiring). */
  alwaysDescribedByError?: boolean
  /** Shown after the error (e.g. the sign-in link of a registered e-mail). */
  errorAction?: ReactNode
  inputRef?: Ref<HTMLInputElement>
  /**
   * Another input in the plain one's place, with its props (e.g. LocalDateInput, a date typed in the
   * page language's order). Passed by the page that shows it, so its code stays with that page.
   */
  valueInput?: ComponentType<ValueInputProps>
}

/** An input's props, its value reported as text. */
export type ValueInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string
  onChange: (value: string) => void
  ref?: Ref<HTMLInputElement>
}

/** A labelled input: the visible label is its accessible name; the hint and the error are read with it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  alwaysDescribedByError,
  errorAction,
  inputRef,
  required,
  valueInput: ValueInput,
  ...rest
}: TextFieldProps) {
  const styles = field()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const hintMessage: Message | undefined = typeof hint === 'string' ? { id: hint } : hint
  const describedBy =
    [hintMessage ? hintId : null, error || alwaysDescribedByError ? errorId : null].filter(Boolean).join(' ') || undefined
  const inputProps = {
    id,
    ref: inputRef,
    className: styles.input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
    ...rest,
  }
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id={label} />
      </label>
      {ValueInput ? <ValueInput {...inputProps} onChange={onChange} /> : <input {...inputProps} onChange={(event) => onChange(event.target.value)} />}
      {hintMessage ? (
        <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <FormattedMessage id={hintMessage.id} values={hintMessage.values} />
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} className={styles.error} />
      {error && errorAction ? errorAction : null}
    </div>
  )
}

/** Always rendered (an empty live region), so a message appearing in it is announced. */
export function FieldMessage({ id, message, className }: { id: string; message?: Message | null; className?: string }) {
  return (
    <p id={id} aria-live="polite" className={cx(field().error, className)} hidden={!message}>
      {message ? <FormattedMessage id={message.id} values={message.values} /> : null}
    </p>
  )
}

/** A form-level message: errors are alerts (read at once), successes are status messages. */
export function FormAlert({
  message,
  tone = 'error',
  id,
}: {
  message: Message | null
  tone?: 'error' | 'success' | 'info'
  id?: string
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      hidden={!message}
      className={css({
        px: '1.5',
        py: '1',
        borderRadius: 'md',
        borderWidth: '1px',
        fontWeight: 'medium',
        borderColor: tone === 'error' ? 'danger' : 'border.default',
        color: tone === 'error' ? 'danger' : 'fg.default',
        bg: 'bg.subtle',
      })}
    >
      {message ? <FormattedMessage id={message.id} values={message.values} /> : null}
    </div>
  )
}

/**
 * 'Read the Terms of Use': opened in a new tab, so the form being filled in stays as it is; the
 * link says so in its name (WCAG: a change of context is announced).
 */
export function TermsLink({ label }: { label: MessageId }) {
  return (
    <a href="/tos" target="_blank" rel="noopener" className={linkStyle}>
      <FormattedMessage id={label} />{' '}
      <span className={css({ fontWeight: 'normal', fontSize: 'sm' })}>
        <FormattedMessage id="common.opensInNewTab" />
      </span>
    </a>
  )
}
