import { FileText, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { toast, toastFailure, toastUpdated } from './feedback'
import { actionsRow, mutedText, SettingsSection } from './parts'
import { LICENSE_TYPES } from './rules'
import { deleteLicense, licenseUrl, updateLicense, type User } from './settings-api'
import { UploadField } from './UploadField'

/** The driver's licence: an image or a PDF, uploaded, replaced or deleted; served to its owner only. */
export function LicenseSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<MessageId | null>(null)

  async function run(call: () => Promise<User>) {
    setBusy(true)
    setServerError(null)
    try {
      onUpdated(await call())
      toastUpdated()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
        setServerError('settings.license.addFile')
        toast('settings.license.addFile', 'error')
      } else {
        toastFailure(error)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="license" title="settings.license.title">
      {user.license ? (
        <p>
          <a
            href={licenseUrl(user.id)}
            target="_blank"
            rel="noopener"
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', textDecoration: 'underline', fontWeight: 'medium', '& svg': { width: '16px', height: '16px' } })}
          >
            <FileText aria-hidden />
            <FormattedMessage id="settings.license.current" />
          </a>
        </p>
      ) : (
        <p className={mutedText}>
          <FormattedMessage id="settings.license.none" />
        </p>
      )}
      <UploadField
        label="settings.license.label"
        trigger={user.license ? 'settings.license.replace' : 'settings.license.upload'}
        hint="settings.license.hint"
        accept={LICENSE_TYPES}
        typeError="settings.license.addFile"
        busy={busy}
        error={serverError}
        onFile={(file) => run(() => updateLicense(user.id, file))}
      />
      {user.license ? (
        <div className={actionsRow}>
          <Button variant="ghost" disabled={busy} onClick={() => run(() => deleteLicense(user.id))}>
            <Trash2 aria-hidden />
            <FormattedMessage id="settings.license.delete" />
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  )
}
