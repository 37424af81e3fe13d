import type { LucideIcon } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import * as Card from '../../components/ui/card'
import type { MessageId } from '../../i18n/en'

export interface Feature {
  icon: LucideIcon
  title: MessageId
  body: MessageId
}

/** Icon + h3 + text cards, as a list (why-us, services, customer care, car sizes). */
export function FeatureCards({ features, className, elevated }: { features: Feature[]; className: string; elevated?: boolean }) {
  return (
    <ul className={className}>
      {features.map(({ icon: Icon, title, body }) => (
        <li key={title}>
          <Card.Root elevated={elevated} className={css({ height: 'full' })}>
            <Card.Icon>
              <Icon aria-hidden />
            </Card.Icon>
            <Card.Title>
              <FormattedMessage id={title} />
            </Card.Title>
            <Card.Body>
              <FormattedMessage id={body} />
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </ul>
  )
}
