// EarlyButton and Button's `early` (issue 38 item 1): on HTML rendered as the server renders it, a press made
// before the app hydrates is held by the early-input script and made again, once, when the button is on the page;
// a button without `early` is not held.
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { EARLY_INPUT_SCRIPT } from '@bookstore/contract/early-input-script'
import { Button } from './button'
import { EarlyButton } from './early-button'

let presses: Record<string, number> = {}

function Buttons() {
  const [, rerender] = useState(0)
  const press = (name: string) => () => {
    presses[name] = (presses[name] ?? 0) + 1
    rerender((n) => n + 1)
  }
  return (
    <div>
      <EarlyButton early="next" onClick={press('next')}>
        Next
      </EarlyButton>
      <Button early="related" onClick={press('related')}>
        View Related Books
      </Button>
      <Button onClick={press('plain')}>Plain</Button>
    </div>
  )
}

let container: HTMLElement
let root: Root | undefined

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  presses = {}
})

const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement

it('presses an early button pressed before the start once, at the start', async () => {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Buttons />)
  document.body.append(container)
  expect(button('Next').type).toBe('button')
  button('Next').click()
  button('Next').click()
  button('View Related Books').click()
  expect(presses).toEqual({})
  await act(async () => {
    root = hydrateRoot(container, <Buttons />)
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(presses).toEqual({ next: 1, related: 1 })
  // Taken over: the app's own presses from now on.
  act(() => button('Next').click())
  expect(presses.next).toBe(2)
})
