// Loaded on demand (load-license-picker.ts): Ark UI's file upload stays out of the checkout page's
// first load, which paints LicenseField's stand-in instead (issue 12).
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload'
import { useEffect, useRef, type ReactNode, type Ref } from 'react'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { LICENSE_INPUT_ID, LICENSE_MAX_BYTES, LICENSE_TYPES, type PickerArrival } from './license-file'

export type LicensePickerProps = {
  disabled: boolean
  invalid: boolean
  describedBy: string
  onAccept: (file: File) => void
  onReject: (tooLarge: boolean) => void
  triggerRef: Ref<HTMLButtonElement>
  /** What the visitor did to the stand-in before this arrived: replayed here once, on mount. */
  arrival: React.RefObject<PickerArrival>
  children: ReactNode
}

/**
 * The licence's file picker: Ark UI FileUpload with one file, its type and size checked before
 * anything is sent. Its trigger and hidden input take the stand-in's place (same id, classes and
 * description).
 */
export function LicensePicker({ disabled, invalid, describedBy, onAccept, onReject, triggerRef, arrival, children }: LicensePickerProps) {
  const upload = useFileUpload({
    accept: LICENSE_TYPES,
    maxFiles: 1,
    maxFileSize: LICENSE_MAX_BYTES,
    acceptedFiles: [],
    disabled,
    invalid,
    ids: { hiddenInput: LICENSE_INPUT_ID },
    onFileAccept: ({ files: [file] }) => {
      if (file) onAccept(file)
    },
    onFileReject: ({ files: [rejected] }) => {
      if (rejected) onReject(rejected.errors.includes('FILE_TOO_LARGE'))
    },
  })
  const trigger = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    const { files, click, focus } = arrival.current
    arrival.current = { receive: (chosen) => upload.setFiles(chosen) }
    if (files) upload.setFiles(files)
    if (focus) trigger.current?.focus()
    if (click) trigger.current?.click()
    return () => {
      arrival.current = {}
    }
    // Only on mount: what happened before the picker arrived, and what still arrives at the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    // display: contents — the root only provides the picker's context; the row lays out the trigger.
    <FileUpload.RootProvider value={upload} className={css({ display: 'contents' })}>
      <FileUpload.Trigger
        ref={(element) => {
          trigger.current = element
          if (typeof triggerRef === 'function') triggerRef(element)
          else if (triggerRef) triggerRef.current = element
        }}
        className={button({ variant: 'outline' })}
        aria-describedby={describedBy}
      >
        {children}
      </FileUpload.Trigger>
      <FileUpload.HiddenInput aria-describedby={describedBy} />
    </FileUpload.RootProvider>
  )
}
