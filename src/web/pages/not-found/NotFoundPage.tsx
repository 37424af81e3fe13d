import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'

/** Any unregistered path (spec §2). */
export default function NotFoundPage() {
  return (
    <div className={css({ maxWidth: 'prose', mx: 'auto', px: '2', py: { base: '8', md: '12' }, textAlign: 'center' })}>
      <p aria-hidden="true" className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'fg.muted', lineHeight: 'tight' })}>
        404
      </p>
      <h1 className={css({ textStyle: 'h2', mt: '1' })}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={css({ mt: '1.5', color: 'fg.muted', fontSize: 'lg' })}>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link href="/" className={`${button({ size: 'lg' })} ${css({ mt: '4' })}`}>
        <FormattedMessage id="common.backHome" />
      </Link>
    </div>
  )
}
