import { FileUpload } from '@ark-ui/react/file-upload'
import { FileText, Trash2, Upload } from 'lucide-react'
import { useState, type Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { FieldMessage, type Message } from '../auth/ui'
import { mutedText } from './parts'
import type { TempLicense } from './use-temp-license'

/** Same limit as the server's multipart plugin. */
const MAX_BYTES = 5 * 1024 * 1024
const MAX_TEXT = '5 MB'
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']

interface LicenseFieldProps {
  license: TempLicense
  /** "Driver's license is required" when the driver tried to book without it. */
  error: Message | null
  disabled?: boolean
  triggerRef?: Ref<HTMLButtonElement>
}

/**
 * "Driver's license": a file input with a visible label (Ark UI FileUpload, one file; type and size
 * checked before sending), the file added, and a way to remove it. Errors are linked and announced.
 */
export function LicenseField({ license, error, disabled, triggerRef }: LicenseFieldProps) {
  const [refusal, setRefusal] = useState<MessageId | null>(null)
  const styles = field()
  const local: Message | null = refusal ? { id: refusal, values: { size: MAX_TEXT } } : null
  const server: Message | null = license.error ? { id: license.error, values: { size: MAX_TEXT } } : null
  const shown = local ?? server ?? (license.file ? null : error)
  return (
    <FileUpload.Root
      accept={TYPES}
      maxFiles={1}
      maxFileSize={MAX_BYTES}
      acceptedFiles={[]}
      disabled={disabled || license.busy}
      invalid={Boolean(shown)}
      ids={{ hiddenInput: 'checkout-license' }}
      onFileAccept={({ files }) => {
        const [file] = files
        if (!file) return
        setRefusal(null)
        void license.upload(file)
      }}
      onFileReject={({ files }) => {
        const [rejected] = files
        if (!rejected) return
        setRefusal(rejected.errors.includes('FILE_TOO_LARGE') ? 'checkout.license.tooLarge' : 'checkout.license.wrongType')
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}
    >
      <FileUpload.Label className={styles.label}>
        <FormattedMessage id="checkout.license.label" />
      </FileUpload.Label>
      {license.name ? (
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '0.5', '& svg': { width: '16px', height: '16px' } })}>
          <FileText aria-hidden />
          <FormattedMessage id="checkout.license.added" values={{ name: license.name }} />
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <FileUpload.Trigger
          ref={triggerRef}
          className={button({ variant: 'outline' })}
          aria-describedby="checkout-license-hint checkout-license-error"
        >
          <Upload aria-hidden />
          <FormattedMessage
            id={license.busy ? 'checkout.license.uploading' : license.file ? 'checkout.license.replace' : 'checkout.license.upload'}
          />
        </FileUpload.Trigger>
        {license.file ? (
          <Button variant="ghost" disabled={disabled || license.busy} onClick={license.remove}>
            <Trash2 aria-hidden />
            <FormattedMessage id="checkout.license.remove" />
          </Button>
        ) : null}
      </div>
      <p id="checkout-license-hint" className={mutedText}>
        <FormattedMessage id="checkout.license.hint" values={{ size: MAX_TEXT }} />
      </p>
      <FieldMessage id="checkout-license-error" message={shown} className={styles.error} />
      <FileUpload.HiddenInput aria-describedby="checkout-license-hint checkout-license-error" />
    </FileUpload.Root>
  )
}
