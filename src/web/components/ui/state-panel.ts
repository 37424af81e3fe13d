import { css } from '../../../../styled-system/css'

/** A centred panel with a large muted icon: a list's empty, idle or error state (search, bookings). */
export const statePanel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '1.5',
  py: '6',
  px: '3',
  bg: 'bg.surface',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  '& > svg': { width: '40px', height: '40px', color: 'fg.muted' },
})
