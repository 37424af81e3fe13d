// Ark UI Dialog with our recipe, and the confirmation dialog built from it: a title, what will
// happen, a confirm and a cancel button. Focus moves into the dialog, Escape or cancel closes it,
// and focus goes back to the button that opened it.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { dialog } from '../../../../styled-system/recipes'
import { Button } from './button'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(ArkDialog.Root)
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')

interface ConfirmDialogProps {
  open: boolean
  /** Closing by Escape, the backdrop or the cancel button. */
  onCancel: () => void
  onConfirm: () => void
  title: ReactNode
  /** What confirming will do (the dialog's description). */
  children: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  /** The action is running: both buttons wait. */
  busy?: boolean
  /** Shown under the description when the action failed (announced). */
  error?: ReactNode
}

/** An alert dialog asking to confirm an action. */
export function ConfirmDialog({ open, onCancel, onConfirm, title, children, confirmLabel, cancelLabel, busy, error }: ConfirmDialogProps) {
  return (
    <Root open={open} role="alertdialog" lazyMount unmountOnExit onOpenChange={({ open: next }) => (next ? undefined : onCancel())}>
      <Portal>
        <Backdrop />
        <Positioner>
          <Content aria-busy={busy || undefined}>
            <Title>{title}</Title>
            <Description asChild>
              <div>{children}</div>
            </Description>
            <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })} hidden={!error}>
              {error}
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '1' })}>
              <CloseTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </CloseTrigger>
              <Button onClick={onConfirm} disabled={busy}>
                {confirmLabel}
              </Button>
            </div>
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
