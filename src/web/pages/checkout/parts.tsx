// Building blocks of the checkout page: its titled section (the shared one), and shared text styles.
import { css } from '../../../../styled-system/css'

export { TitledSection as Section } from '../../components/ui/titled-section'

export const mutedText = css({ color: 'fg.muted', fontSize: 'sm' })
export const linkStyle = css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })
