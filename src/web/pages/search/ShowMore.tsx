import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'

interface ShowMoreProps {
  shown: number
  total: number
  loading: boolean
  /** The last "more" failed: say so; the button tries again. */
  failed: boolean
  onMore: () => void
}

/**
 * Infinite scroll: reaching the sentinel loads the next page by itself; the button is the same
 * action for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function ShowMore({ shown, total, loading, failed, onMore }: ShowMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const more = shown < total
  const onMoreRef = useRef(onMore)
  onMoreRef.current = onMore

  useEffect(() => {
    const element = sentinel.current
    if (!element || !more || loading || failed || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current()
    }, { rootMargin: '400px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [more, loading, failed])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', mt: '2' })}>
      <div ref={sentinel} aria-hidden className={css({ height: '1px', width: 'full' })} />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {loading ? <FormattedMessage id="searchResults.loadingMore" /> : <FormattedMessage id="searchResults.shown" values={{ shown, total }} />}
      </p>
      {failed ? (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
          <FormattedMessage id="searchResults.error.title" />
        </p>
      ) : null}
      {more ? (
        <Button variant="outline" onClick={onMore} disabled={loading}>
          <FormattedMessage id="searchResults.showMore" />
        </Button>
      ) : null}
    </div>
  )
}
