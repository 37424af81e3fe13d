import type { ReactNode, Ref } from 'react'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { FieldMessage, type Message } from './ui'

// Its own module, so the frame's e-mail validation banner (ResendValidation → ./ui) does not carry
// Ark's checkbox and zag's core to pages without a checkbox (issue 12).

interface CheckboxFieldProps {
  id: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: Message | null
  inputRef?: Ref<HTMLInputElement>
}

/** A checkbox whose visible label names it, with an optional linked error. */
export function CheckboxField({ id, label, checked, onChange, error, inputRef }: CheckboxFieldProps) {
  const errorId = `${id}-error`
  return (
    <div>
      <LabelledCheckbox
        id={id}
        label={label}
        checked={checked}
        invalid={Boolean(error)}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
        inputRef={inputRef}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  )
}
