// The confirmation dialog (dialog.tsx) loaded on demand: Ark's dialog, its focus trap, dismissal
// and presence code stay out of the first load of the pages that ask only after a click (issue 12).
import { useEffect, type ComponentProps } from 'react'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import type { ConfirmDialog } from './dialog'

type ConfirmDialogProps = ComponentProps<typeof ConfirmDialog>

const confirmDialog = onDemand(() => import('./dialog').then((module) => module.ConfirmDialog))

/**
 * Asks for the dialog when the browser is idle after the first paint, for a part that renders the
 * dialog only once there is something to confirm.
 */
export function useConfirmDialogAhead(): void {
  useOnDemand(confirmDialog)
}

/**
 * ConfirmDialog, the same props: loaded when the browser is idle, or at once when it opens before
 * that. A closed dialog shows nothing, so nothing is rendered until it has arrived (on the server
 * too); an open one appears as soon as it has.
 */
export function DeferredConfirmDialog(props: ConfirmDialogProps) {
  const [Dialog, load] = useOnDemand(confirmDialog)
  const { open } = props
  useEffect(() => {
    if (open && !Dialog) load()
  }, [open, Dialog, load])
  return Dialog ? <Dialog {...props} /> : null
}
