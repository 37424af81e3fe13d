import ArrowRight from 'lucide-react/icons/arrow-right'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'

/** Under a section heading: the page holding the whole list (/locations, /suppliers). */
export function SeeAllLink({ href, label }: { href: string; label: MessageId }) {
  return (
    <p className={css({ mt: { base: '-1.5', md: '-3' }, mb: { base: '3', md: '4' } })}>
      <Link
        href={href}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', fontWeight: 'semibold', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'accent.default' } })}
      >
        <FormattedMessage id={label} />
        <ArrowRight aria-hidden className={css({ width: '16px', height: '16px' })} />
      </Link>
    </p>
  )
}
