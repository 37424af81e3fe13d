import FileText from 'lucide-react/icons/file-text'
import Trash2 from 'lucide-react/icons/trash'
import Upload from 'lucide-react/icons/upload'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { FieldMessage, type Message } from '../auth/ui'
import {
  LICENSE_INPUT_ID,
  LICENSE_MAX_TEXT,
  LICENSE_TYPES,
  licensePicker,
  type PickerArrival,
} from './license-file'
import { fetchWhenIdle } from '../../platform/on-demand'
import { mutedText } from './parts'
import type { TempLicense } from './use-temp-license'

interface LicenseFieldProps {
  license: TempLicense
  /** "Driver's license is required" when the driver tried to book without it. */
  error: Message | null
  disabled?: boolean
  triggerRef?: Ref<HTMLButtonElement>
}

const DESCRIBED_BY = 'checkout-license-hint checkout-license-error'

/**
 * "Driver's license": a file input with a visible label (Ark UI FileUpload, one file; type and size
 * checked before sending), the file added, and a way to remove it. Errors are linked and announced.
 *
 * Ark's file upload (LicensePicker) is fetched when the browser is idle and mounted when the visitor
 * comes near; until then a stand-in trigger and file input with the same id, classes and description
 * hold its place, and what the visitor does to them (a press, the focus, a chosen file, even one chosen
 * in the server's HTML before the page's code ran) is handed to the picker.
 */
export function LicenseField({ license, error, disabled, triggerRef }: LicenseFieldProps) {
  const [refusal, setRefusal] = useState<MessageId | null>(null)
  const styles = field()
  const local: Message | null = refusal ? { id: refusal, values: { size: LICENSE_MAX_TEXT } } : null
  const server: Message | null = license.error ? { id: license.error, values: { size: LICENSE_MAX_TEXT } } : null
  const shown = local ?? server ?? (license.file ? null : error)
  const off = Boolean(disabled || license.busy)

  const [Picker, setPicker] = useState(licensePicker.loaded)
  const arrival = useRef<PickerArrival>({})
  const standIn = useRef<HTMLButtonElement | null>(null)
  const standInInput = useRef<HTMLInputElement | null>(null)
  const load = useCallback(() => {
    licensePicker.load().then(
      (component) => {
        // The focus moves from the stand-in to the picker's trigger.
        if (standIn.current && standIn.current === document.activeElement) arrival.current.focus = true
        setPicker(() => component)
      },
      // Offline: the next approach tries again.
      () => undefined,
    )
  }, [])
  // Fetched ahead, mounted on approach: the picker's machine is work the page need not do at load.
  useEffect(() => (Picker ? undefined : fetchWhenIdle(licensePicker)), [Picker])

  // A file chosen in the server's field before the page's code ran: React replays no change event
  // from before hydration, but the input still holds the file.
  useLayoutEffect(() => {
    const chosen = standInInput.current?.files
    if (!chosen || chosen.length === 0 || arrival.current.files) return
    arrival.current.files = Array.from(chosen)
    load()
    // once, when the field first renders
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const triggerContent = (
    <>
      <Upload aria-hidden />
      <FormattedMessage id={license.busy ? 'checkout.license.uploading' : license.file ? 'checkout.license.replace' : 'checkout.license.upload'} />
    </>
  )
  return (
    <div data-scope="file-upload" data-part="root" className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <label htmlFor={LICENSE_INPUT_ID} data-scope="file-upload" data-part="label" data-invalid={shown ? '' : undefined} className={styles.label}>
        <FormattedMessage id="checkout.license.label" />
      </label>
      {license.name ? (
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '0.5', '& svg': { width: '16px', height: '16px' } })}>
          <FileText aria-hidden />
          <FormattedMessage id="checkout.license.added" values={{ name: license.name }} />
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {Picker ? (
          <Picker
            disabled={off}
            invalid={Boolean(shown)}
            describedBy={DESCRIBED_BY}
            onAccept={(file) => {
              setRefusal(null)
              void license.upload(file)
            }}
            onReject={(tooLarge) => setRefusal(tooLarge ? 'checkout.license.tooLarge' : 'checkout.license.wrongType')}
            triggerRef={triggerRef ?? null}
            arrival={arrival}
          >
            {triggerContent}
          </Picker>
        ) : (
          <>
            <button
              type="button"
              ref={(element) => {
                standIn.current = element
                if (typeof triggerRef === 'function') triggerRef(element)
                else if (triggerRef) triggerRef.current = element
              }}
              data-scope="file-upload"
              data-part="trigger"
              data-invalid={shown ? '' : undefined}
              disabled={off}
              className={button({ variant: 'outline' })}
              aria-describedby={DESCRIBED_BY}
              onPointerEnter={load}
              onFocus={load}
              onClick={() => {
                arrival.current.click = true
                load()
              }}
            >
              {triggerContent}
            </button>
            {/* As Ark's hidden input: out of the Tab order and the accessibility tree (the trigger is the control). */}
            <input
              ref={standInInput}
              type="file"
              id={LICENSE_INPUT_ID}
              tabIndex={-1}
              aria-hidden
              disabled={off}
              accept={LICENSE_TYPES.join(',')}
              aria-describedby={DESCRIBED_BY}
              className={css({ srOnly: true })}
              onChange={(event) => {
                const files = event.currentTarget.files
                if (!files || files.length === 0) return
                const { receive } = arrival.current
                if (receive) return receive(Array.from(files))
                arrival.current.files = Array.from(files)
                load()
              }}
            />
          </>
        )}
        {license.file ? (
          <Button variant="ghost" disabled={off} onClick={license.remove}>
            <Trash2 aria-hidden />
            <FormattedMessage id="checkout.license.remove" />
          </Button>
        ) : null}
      </div>
      <p id="checkout-license-hint" className={mutedText}>
        <FormattedMessage id="checkout.license.hint" values={{ size: LICENSE_MAX_TEXT }} />
      </p>
      <FieldMessage id="checkout-license-error" message={shown} className={styles.error} />
    </div>
  )
}
