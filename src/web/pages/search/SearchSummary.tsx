import Pencil from 'lucide-react/icons/pencil'
import X from 'lucide-react/icons/x'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import type { SearchCriteria } from '../../../domain/search-query'
import { formatShortWallTime } from '../../../domain/short-wall-time'
import { useInitialLocations } from '../../components/search-form/use-initial-locations'
import { Button } from '../../components/ui/button'

interface SearchSummaryProps {
  criteria: SearchCriteria
  language: Language
  /** The search form is shown below it. */
  expanded: boolean
  onToggle: () => void
  /** The id of the element holding the search form. */
  formId: string
}

// A phone's first screen is for the offers: the search is one line that opens the form. Wide
// screens have room for the form itself, and without JavaScript (nothing could open it) the form
// is shown and this line is not.
const summaryButton = css({
  display: 'flex',
  md: { display: 'none' },
  _noscript: { display: 'none' },
  width: 'full',
  height: 'auto',
  minHeight: 'control',
  py: '1',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '1.5',
  textAlign: 'start',
  whiteSpace: 'normal',
  lineHeight: 'snug',
  fontWeight: 'normal',
})

/** 'London Heathrow Airport · Dec 12, 10:00 AM – Dec 15, 10:00 AM · Edit search': the search in one button. */
export function SearchSummary({ criteria, language, expanded, onToggle, formId }: SearchSummaryProps) {
  const places = useInitialLocations(criteria, language)
  const pickUp = places?.pickUp?.name
  const dropOff = places?.dropOff?.name
  const oneWay = criteria.dropOffLocation !== criteria.pickUpLocation
  return (
    <Button variant="outline" aria-expanded={expanded} aria-controls={formId} onClick={onToggle} className={summaryButton}>
      <span className={css({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' })}>
        {/* The names arrive with the server's page (or a moment after a new search). */}
        {pickUp ? (
          <span className={css({ fontWeight: 'semibold' })}>
            {oneWay && dropOff ? <FormattedMessage id="searchResults.summary.places" values={{ pickUp, dropOff }} /> : pickUp}
          </span>
        ) : null}
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {formatShortWallTime(criteria.from, language)} – {formatShortWallTime(criteria.to, language)}
        </span>
      </span>
      {/* 'Masquer la recherche' may take two lines: the place keeps most of the width. */}
      <span className={css({ display: 'flex', alignItems: 'center', gap: '0.5', flexShrink: 0, maxWidth: '40%', fontWeight: 'semibold', textAlign: 'end' })}>
        {expanded ? <X aria-hidden /> : <Pencil aria-hidden />}
        <FormattedMessage id={expanded ? 'searchResults.summary.close' : 'searchResults.summary.edit'} />
      </span>
    </Button>
  )
}
