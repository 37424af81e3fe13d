import Trash2 from 'lucide-react/icons/trash'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { actionsRow, mutedText, SettingsSection } from './parts'
import { AVATAR_TYPES } from './rules'
import { deleteAvatar, updateAvatar, type User } from './settings-api'
import { UploadField } from './UploadField'
import { useFileUpdate } from './use-file-update'

/** Avatar upload (images only, re-encoded by the server) and delete. */
export function AvatarSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const intl = useIntl()
  const { busy, serverError, run } = useFileUpdate(onUpdated, 'settings.errors.addImage')

  return (
    <SettingsSection id="avatar" title="settings.avatar.title">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' })}>
        {user.avatar ? (
          <img
            src={user.avatar}
            alt={intl.formatMessage({ id: 'settings.avatar.current' })}
            width={96}
            height={96}
            className={css({ width: '96px', height: '96px', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' })}
          />
        ) : (
          <p className={mutedText}>
            <FormattedMessage id="settings.avatar.none" />
          </p>
        )}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <UploadField
            label="settings.avatar.label"
            trigger={user.avatar ? 'settings.avatar.replace' : 'settings.avatar.upload'}
            hint="settings.avatar.hint"
            accept={AVATAR_TYPES}
            typeError="settings.errors.addImage"
            busy={busy}
            error={serverError}
            onFile={(file) => void run(() => updateAvatar(user.id, file))}
          />
          {user.avatar ? (
            <div className={actionsRow}>
              <Button variant="ghost" disabled={busy} onClick={() => void run(() => deleteAvatar(user.id))}>
                <Trash2 aria-hidden />
                <FormattedMessage id="settings.avatar.delete" />
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  )
}
