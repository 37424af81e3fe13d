import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'

const similar = css({ fontSize: '0.75em', fontWeight: 'normal', color: 'fg.muted' })

/** The message of each area that names a car ('{name} <similar>or similar</similar>'), one per page's catalogue. */
export type OrSimilarMessage = 'searchResults.car.orSimilar' | 'checkout.summary.orSimilar' | 'booking.car.orSimilar'

/**
 * A car's name as an example of its class: 'Toyota Corolla or similar'. Every car's picture is the
 * drawing of its range (src/server/seed/images.ts), never a photo of the model, and a supplier hands
 * over a car of the class, as rental sites say; the name itself stays the car's data.
 */
export function CarName({ name, message }: { name: string; message: OrSimilarMessage }) {
  return (
    <FormattedMessage
      id={message}
      values={{ name, similar: (chunks: ReactNode[]) => <span className={similar}>{chunks}</span> }}
    />
  )
}
