// The filters on a phone: a sheet over the whole screen (Ark UI Dialog: focus kept inside, Escape
// closes it, focus goes back to the Filters button), the panel scrolling between its title and a
// 'Show N cars' button, N being the server's total for the filters chosen so far. Loaded on demand
// (SearchPage): no dialog code in the search page's first load. The panel comes from the page (a
// static import here would make the panel's modules shared by two parts: build/frame-chunk.ts
// would move them into every page's first load).
import { Portal } from '@ark-ui/react/portal'
import X from 'lucide-react/icons/x'
import type { ReactNode, RefObject } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { Button } from '../../../components/ui/button'
import { Backdrop, CloseTrigger, Content, Positioner, Root, Title } from '../../../components/ui/dialog'

export interface FiltersSheetProps {
  open: boolean
  onClose: () => void
  /** Where focus goes back when the sheet closes (the Filters button). */
  returnFocus: RefObject<HTMLElement | null>
  /** The offers the current filters give; 'loading' while the server is asked. */
  total: number | 'loading' | null
  /** The filters panel. */
  children: ReactNode
}

// The dialog recipe's centred card, stretched over the whole screen (utilities win over the recipe).
const sheetPositioner = css({ p: '0', alignItems: 'stretch', justifyContent: 'stretch' })
const sheetContent = css({
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: '0',
  p: '0',
  gap: '0',
  overflowY: 'hidden',
  _open: { animation: 'none' },
})

export function FiltersSheet({ open, onClose, returnFocus, total, children }: FiltersSheetProps) {
  return (
    <Root
      open={open}
      lazyMount
      unmountOnExit
      onOpenChange={({ open: next }) => (next ? undefined : onClose())}
      finalFocusEl={() => returnFocus.current}
    >
      <Portal>
        <Backdrop />
        <Positioner className={sheetPositioner}>
          <Content className={sheetContent}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1', px: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border.default' })}>
              <Title>
                <FormattedMessage id="searchResults.filters.toggle" />
              </Title>
              <CloseTrigger asChild>
                <Button variant="ghost" size="sm">
                  <X aria-hidden />
                  <FormattedMessage id="searchResults.filters.sheetClose" />
                </Button>
              </CloseTrigger>
            </div>
            <div className={css({ flex: '1', overflowY: 'auto', p: '2', overscrollBehavior: 'contain' })}>
              {children}
            </div>
            <div className={css({ p: '2', borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface' })}>
              {/* The list behind already shows these filters' offers: closing is all it does. */}
              <Button size="lg" onClick={onClose} aria-busy={total === 'loading' || undefined} className={css({ width: 'full' })}>
                {typeof total === 'number' ? (
                  <FormattedMessage id="searchResults.filters.showCars" values={{ count: total }} />
                ) : total === 'loading' ? (
                  <FormattedMessage id="searchResults.loading" />
                ) : (
                  <FormattedMessage id="searchResults.filters.sheetClose" />
                )}
              </Button>
            </div>
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
