import { useEffect, useState } from 'react'

/**
 * False on the first render, true from the next task on: a part nobody sees yet (a hidden panel) is
 * rendered after the first paint, in a task of its own, not in the long first one (issue 12).
 */
export function useNextTask(): boolean {
  const [arrived, setArrived] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return arrived
}
