// The early-input script and the controls that take over from it (issue 38 item 1), on HTML rendered as the server
// renders it and hydrated as the browser does: a select, a checkbox and a text field changed before the start keep
// what was chosen and their components apply it; a form submitted early is not submitted natively and is submitted
// again through its onSubmit; a button pressed early is pressed once, when it is enabled; a control taken over is
// left to React; a form without an action is never submitted natively; a control rendered anew in place of the
// server's (a section the app renders as it nears the viewport) gets what was done to the one it replaces.
import { act, StrictMode, useEffect, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EARLY_INPUT_SCRIPT } from '@bookstore/contract/early-input-script'
import { Button } from './components/button'
import { EarlyButton } from './components/early-button'
import { useEarlyInput } from './use-early-input'

interface Seen {
  genre: string
  inStock: boolean
  text: string
  submits: string[]
  presses: number
}

let seen: Seen

function Probe({ disabled = false }: { disabled?: boolean }) {
  const [genre, setGenre] = useState('')
  const [inStock, setInStock] = useState(false)
  const [text, setText] = useState('')
  const [presses, setPresses] = useState(0)
  const [submits, setSubmits] = useState<string[]>([])
  useEffect(() => {
    seen = { genre, inStock, text, submits, presses }
  })
  const genreEarly = useEarlyInput<HTMLSelectElement>('genre', (select) => setGenre(select.value))
  const stockEarly = useEarlyInput<HTMLInputElement>('in-stock', (box) => setInStock(box.checked))
  const textEarly = useEarlyInput<HTMLInputElement>('text', (input) => setText(input.value))
  const formEarly = useEarlyInput<HTMLFormElement>('form')
  const emailEarly = useEarlyInput<HTMLInputElement>('email')
  const buttonEarly = useEarlyInput<HTMLButtonElement>('press')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The state the text field's value was applied to, and the field itself, as an onSubmit reads them.
    const email = new FormData(event.currentTarget).get('email')
    setSubmits((all) => [...all, `${text}|${String(email)}`])
  }
  return (
    <div>
      <select aria-label="Genre" value={genre} onChange={(e) => setGenre(e.target.value)} {...genreEarly}>
        <option value="">Choose a genre</option>
        <option value="horror">Horror</option>
      </select>
      <input
        type="checkbox"
        aria-label="In stock only"
        checked={inStock}
        onChange={(e) => setInStock(e.target.checked)}
        {...stockEarly}
      />
      <form onSubmit={submit} {...formEarly}>
        <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} {...textEarly} />
        <input aria-label="Email" name="email" {...emailEarly} />
        <button type="submit">Go</button>
      </form>
      <button type="button" disabled={disabled} onClick={() => setPresses((n) => n + 1)} {...buttonEarly}>
        Press
      </button>
    </div>
  )
}

// As the app renders it: strict mode attaches each ref twice in development.
const app = (props: { disabled?: boolean }) => (
  <StrictMode>
    <Probe {...props} />
  </StrictMode>
)

// A control whose change navigates, as the category page's genre dropdown does.
function Genres() {
  const navigate = useNavigate()
  const choose = (genre: string) => void navigate(`/categories/${genre}`)
  const early = useEarlyInput<HTMLSelectElement>('genre', (select) => choose(select.value))
  return (
    <>
      <p>{useLocation().pathname}</p>
      <select aria-label="Genre" value="" onChange={(e) => choose(e.target.value)} {...early}>
        <option value="">Choose a genre</option>
        <option value="horror">Horror</option>
      </select>
    </>
  )
}

let container: HTMLElement
let root: Root | undefined

const serve = (props: { disabled?: boolean } = {}) => {
  container = document.createElement('div')
  container.innerHTML = renderToString(app(props))
  document.body.append(container)
}
const hydrate = async (props: { disabled?: boolean } = {}) => {
  await act(async () => {
    root = hydrateRoot(container, app(props))
  })
  // The replays wait a moment.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}
const get = <T extends Element>(selector: string) => container.querySelector(selector) as T
const select = () => get<HTMLSelectElement>('select')
const checkbox = () => get<HTMLInputElement>('input[type=checkbox]')
const search = () => get<HTMLInputElement>('input[aria-label=Search]')
const email = () => get<HTMLInputElement>('input[name=email]')
const form = () => get<HTMLFormElement>('form')
const pressButton = () => get<HTMLButtonElement>('button[type=button]')

const change = (control: HTMLInputElement | HTMLSelectElement, value: string) => {
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

describe('controls before the start', () => {
  it('keeps a select, a checkbox and a text changed early, and applies them at the start', async () => {
    serve()
    change(select(), 'horror')
    checkbox().click()
    change(search(), 'dune')
    await hydrate()
    expect(seen).toMatchObject({ genre: 'horror', inStock: true, text: 'dune' })
    expect(select().value).toBe('horror')
    expect(checkbox().checked).toBe(true)
    expect(search().value).toBe('dune')
  })

  it('applies a choice that navigates once the commit that attached it is over', async () => {
    const genres = (
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <Genres />
        </MemoryRouter>
      </StrictMode>
    )
    container = document.createElement('div')
    container.innerHTML = renderToString(genres)
    document.body.append(container)
    change(select(), 'horror')
    await act(async () => {
      root = hydrateRoot(container, genres)
    })
    expect(get('p').textContent).toBe('/categories/horror')
  })

  it("gives a control rendered in place of the server's what was done to that one", async () => {
    serve()
    change(select(), 'horror')
    checkbox().click()
    change(search(), 'dune')
    change(email(), 'someone@gmail.com')
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    form().dispatchEvent(submitted)
    expect(submitted.defaultPrevented).toBe(true)
    // The app renders the section itself: the server's elements go, new ones take their places, in one task.
    act(() => {
      container.innerHTML = ''
      root = createRoot(container)
      flushSync(() => root?.render(app({})))
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(seen).toMatchObject({ genre: 'horror', inStock: true, text: 'dune' })
    expect(select().value).toBe('horror')
    expect(email().value).toBe('someone@gmail.com')
    expect(seen.submits).toEqual(['dune|someone@gmail.com'])
  })

  it('gives nothing to a control of another name in that place', async () => {
    serve()
    change(select(), 'horror')
    const applied = vi.fn()
    function Other() {
      const early = useEarlyInput<HTMLSelectElement>('other', applied)
      return (
        <div>
          <select aria-label="Other" defaultValue="" {...early}>
            <option value="">Choose</option>
            <option value="horror">Horror</option>
          </select>
        </div>
      )
    }
    act(() => {
      container.innerHTML = ''
      root = createRoot(container)
      flushSync(() => root?.render(<Other />))
    })
    expect(select().value).toBe('')
    expect(applied).not.toHaveBeenCalled()
  })

  it("gives nothing to a control rendered at that place after the task that removed the server's", async () => {
    serve()
    change(select(), 'horror')
    container.innerHTML = ''
    await act(() => Promise.resolve())
    await act(async () => {
      root = createRoot(container)
      root.render(app({}))
    })
    expect(seen.genre).toBe('')
    expect(select().value).toBe('')
  })

  it('leaves an untouched control as the server rendered it', async () => {
    serve()
    await hydrate()
    expect(seen).toMatchObject({ genre: '', inStock: false, text: '', submits: [], presses: 0 })
  })

  it('never submits a form natively before the start, and submits it through the app at the start', async () => {
    serve()
    change(search(), 'dune')
    email().value = 'someone@gmail.com'
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    const later = vi.fn()
    document.addEventListener('submit', later)
    form().dispatchEvent(submitted)
    document.removeEventListener('submit', later)
    expect(submitted.defaultPrevented).toBe(true)
    // Nothing else saw it.
    expect(later).not.toHaveBeenCalled()
    await hydrate()
    // Once, with what the text field's state became and what the email field kept.
    expect(seen.submits).toEqual(['dune|someone@gmail.com'])
  })

  it('presses a button pressed early once, at the start', async () => {
    serve()
    pressButton().click()
    pressButton().click()
    await hydrate()
    expect(seen.presses).toBe(1)
  })

  it('waits for a button disabled at the start to be enabled', async () => {
    serve()
    pressButton().click()
    // Disabled by the time the app starts (as the wishlist's heart is while the wishlist loads).
    pressButton().disabled = true
    await hydrate({ disabled: true })
    expect(seen.presses).toBe(0)
    await act(async () => root?.render(app({ disabled: false })))
    expect(seen.presses).toBe(1)
  })

  it('leaves a control it has taken over to the app', async () => {
    serve()
    await hydrate()
    act(() => pressButton().click())
    expect(seen.presses).toBe(1)
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    act(() => {
      form().dispatchEvent(submitted)
    })
    expect(seen.submits).toEqual(['|'])
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(seen.presses).toBe(1)
    expect(seen.submits).toEqual(['|'])
  })

  it('never submits natively a form without an action of its own', () => {
    const plain = document.createElement('form')
    const withAction = document.createElement('form')
    withAction.action = '/elsewhere'
    document.body.append(plain, withAction)
    const first = new Event('submit', { bubbles: true, cancelable: true })
    const second = new Event('submit', { bubbles: true, cancelable: true })
    plain.dispatchEvent(first)
    withAction.dispatchEvent(second)
    expect(first.defaultPrevented).toBe(true)
    expect(second.defaultPrevented).toBe(false)
    plain.remove()
    withAction.remove()
  })
})

// EarlyButton and Button's `early`: the hook's element form for a type="button" button.
describe('early buttons', () => {
  it('presses an EarlyButton and a Button with `early` pressed before the start once, at the start', async () => {
    const presses: Record<string, number> = {}
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
        </div>
      )
    }
    const named = (text: string) =>
      Array.from(container.querySelectorAll('button')).find(
        (b) => b.textContent === text,
      ) as HTMLButtonElement
    container = document.createElement('div')
    container.innerHTML = renderToString(<Buttons />)
    document.body.append(container)
    named('Next').click()
    named('Next').click()
    named('View Related Books').click()
    expect(presses).toEqual({})
    await act(async () => {
      root = hydrateRoot(container, <Buttons />)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(presses).toEqual({ next: 1, related: 1 })
    // Taken over: the app's own presses from now on.
    act(() => named('Next').click())
    expect(presses.next).toBe(2)
  })
})
