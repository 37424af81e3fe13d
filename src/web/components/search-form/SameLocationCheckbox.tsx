import { FormattedMessage } from 'react-intl'
import { LabelledCheckbox } from '../ui/checkbox'

/** 'Return to same location': on by default; off shows a separate drop-off place. */
export function SameLocationCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <LabelledCheckbox label={<FormattedMessage id="searchForm.sameLocation" />} checked={checked} onChange={onChange} />
}
