import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

const similar = css({ fontSize: '0.75em', fontWeight: 'normal', color: 'fg.muted' })

/**
 * The values of a car's name as an example of its class, '{name} <similar>or similar</similar>' (each
 * page's catalogue has its own such message): 'Toyota Corolla or similar'. Every car's picture is the
 * drawing of its range (src/server/seed/images.ts), never a photo of the model, and a supplier hands
 * over a car of the class, as rental sites say; the name itself stays the car's data.
 */
export function orSimilarValues(name: string) {
  return { name, similar: (chunks: ReactNode[]) => <span className={similar}>{chunks}</span> }
}
