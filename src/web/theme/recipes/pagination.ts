import { defineSlotRecipe } from '@pandacss/dev'
import { paginationAnatomy } from '@ark-ui/react/anatomy'

const pageControl = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minWidth: 'control',
  height: 'control',
  px: '1',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '& svg': { width: '16px', height: '16px' },
} as const

/** Ark UI Pagination parts; pages are links (the page is in the URL). */
export const pagination = defineSlotRecipe({
  className: 'pagination',
  slots: paginationAnatomy.keys(),
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '0.5' },
    item: {
      ...pageControl,
      _selected: { bg: 'primary.solid', color: 'primary.contrast', borderColor: 'primary.solid', _hover: { bg: 'primary.hover' } },
    },
    ellipsis: { display: 'inline-flex', alignItems: 'center', px: '1', color: 'fg.muted' },
    prevTrigger: pageControl,
    nextTrigger: pageControl,
    firstTrigger: pageControl,
    lastTrigger: pageControl,
  },
})
