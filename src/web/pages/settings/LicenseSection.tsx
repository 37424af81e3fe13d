import FileText from 'lucide-react/icons/file-text'
import Trash2 from 'lucide-react/icons/trash'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { actionsRow, mutedText, SettingsSection } from './parts'
import { LICENSE_TYPES } from './rules'
import { deleteLicense, licenseUrl, updateLicense, type User } from './settings-api'
import { UploadField } from './UploadField'
import { useFileUpdate } from './use-file-update'

/** The driver's licence: an image or a PDF, uploaded, replaced or deleted; served to its owner only. */
export function LicenseSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const { busy, serverError, run } = useFileUpdate(onUpdated, 'settings.license.addFile')

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
        onFile={(file) => void run(() => updateLicense(user.id, file))}
      />
      {user.license ? (
        <div className={actionsRow}>
          <Button variant="ghost" disabled={busy} onClick={() => void run(() => deleteLicense(user.id))}>
            <Trash2 aria-hidden />
            <FormattedMessage id="settings.license.delete" />
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  )
}
