import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrateInTurn, HydrationTurns, hurryOnReach, hydrateRowsInTurn } from '../../src/web/platform/hydrate-in-turn'

function Row({ index }: { index: number }) {
  const [picked, setPicked] = useState(false)
  return <button onClick={() => setPicked(true)}>{picked ? `Row ${index} picked` : `Pick row ${index}`}</button>
}

const ROWS = [0, 1, 2, 3]

/** A list as OfferList writes it: each row in its boundary, the element around it hurried on reach. */
function List({ onCommit }: { onCommit: (row: number, commitTime: number) => void }) {
  const [turns] = useState(() => new HydrationTurns())
  return (
    <ol>
      {ROWS.map((index) => (
        <li key={index} ref={hurryOnReach(turns, index)}>
          <HydrateInTurn turns={turns} index={index}>
            <Profiler id={String(index)} onRender={(_id, _phase, _actual, _base, _start, commitTime) => onCommit(index, commitTime)}>
              <Row index={index} />
            </Profiler>
          </HydrateInTurn>
        </li>
      ))}
    </ol>
  )
}

describe('rows hydrated in turn', () => {
  let container: HTMLElement | undefined
  afterEach(() => container?.remove())

  function serverHtml() {
    // The server renders every row whole, with the boundaries' markers.
    const html = renderToString(<List onCommit={() => {}} />)
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    return container
  }

  it('renders every row on the server, then hydrates them one commit each, in order, with no mismatch', async () => {
    const root = serverHtml()
    expect(root.querySelectorAll('button')).toHaveLength(4)
    const commits: { row: number; time: number }[] = []
    const errors = vi.spyOn(console, 'error')
    hydrateRowsInTurn()
    hydrateRoot(root, <List onCommit={(row, time) => commits.push({ row, time })} />, {
      onRecoverableError: (error) => {
        throw error
      },
    })
    await waitFor(() => expect(commits.map((commit) => commit.row)).toEqual(ROWS))
    // one commit a row: no two rows hydrated together
    expect(new Set(commits.map((commit) => commit.time)).size).toBe(ROWS.length)
    // the server's buttons were adopted, not replaced, and each one works
    expect(root.querySelectorAll('button')).toHaveLength(4)
    fireEvent.click(screen.getByRole('button', { name: 'Pick row 3' }))
    expect(await screen.findByRole('button', { name: 'Row 3 picked' })).toBeVisible()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('lets a row the visitor reaches for hydrate out of turn', async () => {
    const turns = new HydrationTurns()
    const third = turns.waitFor(3)!
    let settled = false
    void third.then(() => (settled = true))
    const element = document.createElement('li')
    hurryOnReach(turns, 3)(element)
    await Promise.resolve()
    expect(settled).toBe(false)
    element.dispatchEvent(new Event('pointerdown'))
    await third
    expect(settled).toBe(true)
    // the first row never waits
    expect(turns.waitFor(0)).toBeNull()
  })
})
