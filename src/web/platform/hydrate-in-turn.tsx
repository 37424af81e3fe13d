import { Suspense, use, useEffect, type ReactNode } from 'react'
import { useHydrated } from './use-hydrated'

let browserHydrates = false

/**
 * Called by the browser's entry before it hydrates a page the server rendered: from then on, a row
 * that hydrates waits for its turn. The server (and a page the browser renders itself) never waits.
 */
export function hydrateRowsInTurn(): void {
  browserHydrates = true
}

interface Turn {
  promise: Promise<void>
  resolve: () => void
}

/**
 * The order in which a list's server-rendered rows hydrate: row 0 at once, each next one a task
 * after the one before has committed. React hydrates every Suspense boundary of a page in one
 * render and commits them together, in one task that cannot be split (issue 22: the 15 cards of a
 * search page were one task of about 300 ms on Lighthouse's mobile CPU). A row whose turn has not
 * come keeps the server's HTML, which already shows it whole.
 */
export class HydrationTurns {
  private readonly turns = new Map<number, Turn>()

  private turn(index: number): Turn {
    let turn = this.turns.get(index)
    if (!turn) {
      let resolve!: () => void
      const promise = new Promise<void>((settle) => (resolve = settle))
      turn = { promise, resolve }
      this.turns.set(index, turn)
    }
    return turn
  }

  /** What row `index` waits for before it hydrates; null for the first row. */
  waitFor(index: number): Promise<void> | null {
    return index === 0 ? null : this.turn(index).promise
  }

  /** Row `index` is hydrated: the next one's turn comes in the next task. */
  hydrated(index: number): void {
    setTimeout(() => this.turn(index + 1).resolve(), 0)
  }

  /** The visitor reached for row `index` (pointer down, focus): it hydrates now, out of turn. */
  hurry(index: number): void {
    this.turn(index).resolve()
  }
}

function TurnGate({ turns, index, children }: { turns: HydrationTurns; index: number; children: ReactNode }) {
  // Only a row the browser hydrates waits: the server renders every row, and a row the browser
  // renders itself is built at once.
  const hydrating = !useHydrated()
  const turn = hydrating && browserHydrates ? turns.waitFor(index) : null
  if (turn) use(turn)
  useEffect(() => turns.hydrated(index), [turns, index])
  return children
}

/** Row `index` of a server-rendered list, hydrated when its turn comes (see HydrationTurns). */
export function HydrateInTurn({ turns, index, children }: { turns: HydrationTurns; index: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <TurnGate turns={turns} index={index}>
        {children}
      </TurnGate>
    </Suspense>
  )
}

/**
 * A ref for the element around row `index` (outside its boundary, so hydrated already): a pointer
 * or the focus reaching into the row calls its turn at once, ahead of the click or key that follows.
 */
export function hurryOnReach(turns: HydrationTurns, index: number) {
  return (element: HTMLElement | null) => {
    if (!element) return
    const hurry = () => turns.hurry(index)
    const options = { capture: true, once: true }
    element.addEventListener('pointerdown', hurry, options)
    element.addEventListener('focusin', hurry, options)
    return () => {
      element.removeEventListener('pointerdown', hurry, options)
      element.removeEventListener('focusin', hurry, options)
    }
  }
}
