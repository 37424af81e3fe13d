import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../../../src/web/app/App'

/** Renders the whole app at `path` and waits until the boot (config → language) is over. */
export async function renderApp(path = '/') {
  window.history.replaceState(null, '', path)
  const user = userEvent.setup()
  const view = render(<App />)
  await screen.findByRole('banner')
  return { user, ...view }
}
