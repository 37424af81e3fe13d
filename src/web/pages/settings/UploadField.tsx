import Upload from 'lucide-react/icons/upload'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import type { MessageId } from '../../i18n/en'
import { onDemand, whenIdle } from '../../platform/on-demand'
import { FieldMessageLine, mutedText } from './parts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT } from './rules'
import type { PickerArrival } from './UploadPicker'

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

/** The picker (Ark's file upload), loaded once when asked (again after a failure, e.g. offline). */
const uploadPicker = onDemand(() => import('./UploadPicker').then((module) => module.UploadPicker))

const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })
const hiddenInput = css({ srOnly: true })
/** The stand-in inputs already heard (a ref may be given the same element again). */
const listening = new WeakSet<HTMLInputElement>()

/**
 * One file, through Ark UI FileUpload (UploadPicker): the type and size are checked before anything
 * is sent, the refusal is announced next to the button, and an accepted file is handed over at once.
 *
 * Ark's file upload loads when the browser is idle or the driver comes near; until then a stand-in
 * with the same elements, ids, attributes and class names holds its place (on the server too), and
 * what the driver does to it (a press, the focus, a chosen file) is handed to the picker.
 */
export function UploadField({ label, trigger, hint, accept, typeError, busy, onFile, error }: UploadFieldProps) {
  const [refusal, setRefusal] = useState<MessageId | null>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = `${hintId} ${errorId}`
  const shown = refusal ?? error ?? undefined

  const [Picker, setPicker] = useState(uploadPicker.loaded)
  const arrival = useRef<PickerArrival>({})
  const standIn = useRef<HTMLButtonElement | null>(null)
  const load = useCallback(() => {
    uploadPicker.load().then(
      (component) => {
        // The focus moves from the stand-in to the picker's trigger.
        if (standIn.current && standIn.current === document.activeElement) arrival.current.focus = true
        setPicker(() => component)
      },
      // Offline: the next approach tries again.
      () => undefined,
    )
  }, [])
  useEffect(() => (Picker ? undefined : whenIdle(load)), [Picker, load])

  // A listener of the stand-in's input itself, not React's (which listens at the root): the input
  // keeps it after it left the page, so a file chosen in a dialog opened before the picker replaced
  // the stand-in still reaches the picker.
  const listenForFiles = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || listening.has(input)) return
      listening.add(input)
      input.addEventListener('change', () => {
        const files = input.files
        if (!files || files.length === 0) return
        const chosen = Array.from(files)
        const { receive } = arrival.current
        if (receive) return receive(chosen)
        arrival.current.files = chosen
        load()
      })
    },
    [load],
  )

  const labelText = <FormattedMessage id={label} />
  const triggerContent = (
    <>
      <Upload aria-hidden />
      <FormattedMessage id={trigger} />
    </>
  )
  const below = (
    <>
      <p id={hintId} className={mutedText}>
        <FormattedMessage id={hint} values={{ size: MAX_UPLOAD_TEXT }} />
      </p>
      <FieldMessageLine id={errorId} message={shown} values={shown === 'settings.errors.fileTooLarge' ? { size: MAX_UPLOAD_TEXT } : undefined} />
    </>
  )

  if (Picker)
    return (
      <Picker
        id={id}
        accept={accept}
        maxFileSize={MAX_UPLOAD_BYTES}
        disabled={busy}
        invalid={Boolean(shown)}
        describedBy={describedBy}
        onAccept={(file) => {
          setRefusal(null)
          onFile(file)
        }}
        onReject={(tooLarge) => setRefusal(tooLarge ? 'settings.errors.fileTooLarge' : typeError)}
        arrival={arrival}
        className={rootStyle}
        label={labelText}
        trigger={triggerContent}
      >
        {below}
      </Picker>
    )

  // The elements and attributes of Ark's file upload (UploadPicker), before its machine is there.
  const ids = { root: `file:${id}`, label: `file:${id}:label`, trigger: `file:${id}:trigger`, input: `file:${id}:input` }
  const disabled = busy ? '' : undefined
  const invalid = shown ? '' : undefined
  return (
    <div data-scope="file-upload" data-part="root" dir="ltr" id={ids.root} data-disabled={disabled} className={rootStyle} onPointerEnter={load}>
      <label data-scope="file-upload" data-part="label" dir="ltr" id={ids.label} htmlFor={ids.input} data-disabled={disabled} data-invalid={invalid} className={field().label}>
        {labelText}
      </label>
      <button
        ref={standIn}
        data-scope="file-upload"
        data-part="trigger"
        dir="ltr"
        id={ids.trigger}
        disabled={busy}
        data-disabled={disabled}
        data-invalid={invalid}
        type="button"
        className={button({ variant: 'outline' })}
        aria-describedby={describedBy}
        onFocus={load}
        onClick={() => {
          // The file picker opens at once, as Ark's trigger opens it: from the stand-in's input,
          // whose chosen file the picker takes when it arrives.
          document.getElementById(ids.input)?.click()
          load()
        }}
      >
        {triggerContent}
      </button>
      {below}
      {/* As Ark's hidden input: out of the Tab order and the accessibility tree (the button is the control). */}
      <input
        id={ids.input}
        tabIndex={-1}
        disabled={busy}
        accept={accept.join(',')}
        aria-hidden
        type="file"
        className={hiddenInput}
        ref={listenForFiles}
      />
    </div>
  )
}
