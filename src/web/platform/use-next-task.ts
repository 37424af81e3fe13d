import { startTransition, useEffect, useState } from 'react'

/**
 * True from the task after `ready` first held on: a part nobody sees yet (a hidden panel, cards built
 * out of sight) is rendered or shown in a task of its own, not in the long one before (issue 12).
 * Without an argument: false on the first render, true from the next task. The render it causes is a
 * transition: React builds it in slices and yields to input in between.
 */
export function useNextTask(ready = true): boolean {
  const [arrived, setArrived] = useState(false)
  useEffect(() => {
    if (!ready || arrived) return
    const timer = setTimeout(() => startTransition(() => setArrived(true)), 0)
    return () => clearTimeout(timer)
  }, [ready, arrived])
  return arrived
}
