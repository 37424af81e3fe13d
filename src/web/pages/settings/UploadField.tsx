import { FileUpload } from '@ark-ui/react/file-upload'
import { Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import type { MessageId } from '../../i18n/en'
import { FieldMessageLine, mutedText } from './parts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT } from './rules'

interface UploadFieldProps {
  /** Names the file input (visible). */
  label: MessageId
  /** The button that opens the file picker (its visible text is its name). */
  trigger: MessageId
  /** Accepted types and the size limit, shown under the button. */
  hint: MessageId
  accept: string[]
  /** Said when a file of another type is chosen. */
  typeError: MessageId
  busy: boolean
  onFile: (file: File) => void
  /** A refusal from the server, shown like the local ones. */
  error?: MessageId | null
}

/**
 * Ark UI FileUpload with one file: the type and size are checked before anything is sent, the refusal is
 * announced next to the button, and an accepted file is handed over at once (nothing is kept: the
 * accepted list is controlled and stays empty, so the same file can be chosen again).
 */
export function UploadField({ label, trigger, hint, accept, typeError, busy, onFile, error }: UploadFieldProps) {
  const [refusal, setRefusal] = useState<MessageId | null>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const shown = refusal ?? error ?? undefined
  return (
    <FileUpload.Root
      accept={accept}
      maxFiles={1}
      maxFileSize={MAX_UPLOAD_BYTES}
      acceptedFiles={[]}
      disabled={busy}
      invalid={Boolean(shown)}
      onFileAccept={({ files }) => {
        const [file] = files
        if (!file) return
        setRefusal(null)
        onFile(file)
      }}
      onFileReject={({ files }) => {
        const [rejected] = files
        if (!rejected) return
        setRefusal(rejected.errors.includes('FILE_TOO_LARGE') ? 'settings.errors.fileTooLarge' : typeError)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}
    >
      <FileUpload.Label className={field().label}>
        <FormattedMessage id={label} />
      </FileUpload.Label>
      <FileUpload.Trigger className={button({ variant: 'outline' })} aria-describedby={`${hintId} ${errorId}`}>
        <Upload aria-hidden />
        <FormattedMessage id={trigger} />
      </FileUpload.Trigger>
      <p id={hintId} className={mutedText}>
        <FormattedMessage id={hint} values={{ size: MAX_UPLOAD_TEXT }} />
      </p>
      <FieldMessageLine
        id={errorId}
        message={shown}
        values={shown === 'settings.errors.fileTooLarge' ? { size: MAX_UPLOAD_TEXT } : undefined}
      />
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  )
}
