// The checkout page's fixed texts: what to bring at pick-up, and the cancellation terms.
import { Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Section } from './parts'

export function ChecklistSection() {
  return (
    <Section id="checkout-checklist" title="checkout.checklist.title">
      <p>
        <FormattedMessage id="checkout.checklist.intro" />
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', '& li': { display: 'flex', gap: '1', alignItems: 'center' }, '& svg': { width: '16px', height: '16px', flexShrink: 0 } })}>
        {(['license', 'id', 'card', 'confirmation'] as const).map((item) => (
          <li key={item}>
            <Check aria-hidden />
            <FormattedMessage id={`checkout.checklist.${item}`} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function CancellationSection() {
  return (
    <Section id="checkout-cancellation" title="checkout.cancellation.title">
      <p>
        <FormattedMessage id="checkout.cancellation.body" />
      </p>
    </Section>
  )
}
