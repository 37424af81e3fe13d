import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { MessageId } from '../../../i18n/en'

/** A fieldset with a visible legend: screen readers announce the group's name with each control. */
export function FilterGroup({ legend, legendId, children }: { legend: MessageId; legendId?: string; children: ReactNode }) {
  return (
    <fieldset className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '1.5', minWidth: 0 })}>
      <legend id={legendId} className={css({ fontWeight: 'semibold', fontSize: 'md', mb: '0.5', float: 'left', width: 'full' })}>
        <FormattedMessage id={legend} />
      </legend>
      {/* The legend floats (so the top border runs above it); clear it before the controls. */}
      <div className={css({ clear: 'both' })}>{children}</div>
    </fieldset>
  )
}
