import type { Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { MessageId } from '../../i18n/en'
import { FieldMessage, type Message } from '../auth/ui'

interface MessageFieldProps {
  id: string
  label: MessageId
  value: string
  maxLength: number
  onChange: (value: string) => void
  error?: Message | null
  textareaRef?: Ref<HTMLTextAreaElement>
}

/** A labelled, required multi-line field, wired like TextField (label as name, error described). */
export function MessageField({ id, label, value, maxLength, onChange, error, textareaRef }: MessageFieldProps) {
  const styles = field()
  const errorId = `${id}-error`
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id={label} />
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        rows={6}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required
        className={cx(styles.input, css({ height: 'auto', py: '1', fontSize: 'md', resize: 'vertical' }))}
      />
      <FieldMessage id={errorId} message={error} className={styles.error} />
    </div>
  )
}
