// A titled page section (checkout, settings): a surface card named by its h2.
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'

const sectionStyle = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '2', md: '3' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minWidth: 0,
})

const titleStyle = css({ textStyle: 'h3' })

interface TitledSectionProps {
  /** The section's id; its heading is `${id}-title`. */
  id: string
  title: MessageId
  children: ReactNode
  busy?: boolean
  /** Added to the heading's style (e.g. a bolder title). */
  titleClassName?: string
}

export function TitledSection({ id, title, children, busy, titleClassName }: TitledSectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={busy || undefined} className={sectionStyle}>
      <h2 id={headingId} className={cx(titleStyle, titleClassName)}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  )
}
