// Loaded on demand (UploadField.tsx): Ark UI's file upload stays out of the settings page's first
// load, which paints UploadField's stand-in instead (issue 12).
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { button, field } from '../../../../styled-system/recipes'

/**
 * What the visitor did to the stand-in before the picker arrived: chose files (in the stand-in's
 * input, which its button opens), focused its button. Once the picker is there, `receive` takes files still
 * chosen in the stand-in's input (a file input keeps its change event after it left the page).
 */
export type PickerArrival = { files?: File[]; focus?: boolean; receive?: (files: File[]) => void }

export interface UploadPickerProps {
  /** The field's id: the machine names the root, label, trigger and input from it, as the stand-in does. */
  id: string
  accept: string[]
  maxFileSize: number
  disabled: boolean
  invalid: boolean
  describedBy: string
  onAccept: (file: File) => void
  onReject: (tooLarge: boolean) => void
  /** What happened before the picker arrived: replayed here once, on mount. */
  arrival: React.RefObject<PickerArrival>
  className: string
  label: ReactNode
  trigger: ReactNode
  /** The hint and the error line, under the button. */
  children: ReactNode
}

/**
 * Ark UI FileUpload with one file: the type and size are checked before anything is sent, and an
 * accepted file is handed over at once (nothing is kept: the accepted list is controlled and stays
 * empty, so the same file can be chosen again). It takes the stand-in's place with the same
 * elements, ids and class names.
 */
export function UploadPicker({ id, accept, maxFileSize, disabled, invalid, describedBy, onAccept, onReject, arrival, className, label, trigger, children }: UploadPickerProps) {
  const upload = useFileUpload({
    id,
    accept,
    maxFiles: 1,
    maxFileSize,
    acceptedFiles: [],
    disabled,
    invalid,
    onFileAccept: ({ files: [file] }) => {
      if (file) onAccept(file)
    },
    onFileReject: ({ files: [rejected] }) => {
      if (rejected) onReject(rejected.errors.includes('FILE_TOO_LARGE'))
    },
  })
  const triggerElement = useRef<HTMLButtonElement | null>(null)
  // The focus the stand-in had moves on in the commit that replaced it.
  useLayoutEffect(() => {
    if (arrival.current.focus) triggerElement.current?.focus({ preventScroll: true })
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    const { files } = arrival.current
    arrival.current = { receive: (chosen) => upload.setFiles(chosen) }
    if (files) upload.setFiles(files)
    return () => {
      arrival.current = {}
    }
    // Only on mount: what happened before the picker arrived, and what still arrives at the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <FileUpload.RootProvider value={upload} className={className}>
      <FileUpload.Label className={field().label}>{label}</FileUpload.Label>
      <FileUpload.Trigger ref={triggerElement} className={button({ variant: 'outline' })} aria-describedby={describedBy}>
        {trigger}
      </FileUpload.Trigger>
      {children}
      <FileUpload.HiddenInput />
    </FileUpload.RootProvider>
  )
}
