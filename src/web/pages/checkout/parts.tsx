// Building blocks of the checkout page: a titled section, and a labelled text field whose hint and
// error are read with it (aria-describedby), the error announced (an always-present live region).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { MessageId } from '../../i18n/en'
import { FieldMessage, type Message } from '../auth/ui'

export const sectionStyle = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '2', md: '3' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minWidth: 0,
})

export const sectionTitle = css({ textStyle: 'h3' })
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm' })
export const linkStyle = css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })

export function Section({ id, title, children, busy }: { id: string; title: MessageId; children: ReactNode; busy?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} aria-busy={busy || undefined} className={sectionStyle}>
      <h2 id={`${id}-title`} className={sectionTitle}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  )
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string
  label: MessageId
  value: string
  onChange: (value: string) => void
  hint?: Message
  error?: Message | null
  /** Shown after the error (e.g. the sign-in link of a registered e-mail). */
  errorAction?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ id, label, value, onChange, hint, error, errorAction, inputRef, required, ...rest }: TextFieldProps) {
  const styles = field()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : null, errorId].filter(Boolean).join(' ')}
        aria-required={required ? true : undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={mutedText}>
          <FormattedMessage id={hint.id} values={hint.values} />
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} className={styles.error} />
      {error && errorAction ? errorAction : null}
    </div>
  )
}
