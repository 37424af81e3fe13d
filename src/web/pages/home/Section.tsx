import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'

interface SectionProps {
  /** Anchor of the section (footer links point at it). */
  id: string
  title: MessageId
  /** An intro paragraph under the title; a node when it needs values. */
  intro?: ReactNode
  tone?: 'page' | 'surface'
  children: ReactNode
}

/** A home-page band: a landmark named by its h2, centred content. */
export function Section({ id, title, intro, tone = 'page', children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // a full-width band with room of its own: the footer follows it without a gap (Footer.tsx)
      data-band=""
      className={cx(
        css({ py: { base: '6', md: '10' }, scrollMarginTop: '64px' }),
        tone === 'surface' ? css({ bg: 'bg.surface' }) : undefined,
      )}
    >
      <div className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' } })}>
        <div className={css({ maxWidth: 'prose', mb: { base: '3', md: '5' } })}>
          <h2 id={headingId} className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
            <FormattedMessage id={title} />
          </h2>
          {intro ? <p className={css({ mt: '1', color: 'fg.muted', fontSize: 'lg' })}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

/** Responsive grid of cards: one column on mobile, up to `columns` on wide screens. */
export const cardGrid = {
  three: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }),
  four: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }),
}
