// HydrateWhenVisible (issue 38 item 3): while the app hydrates, the section keeps the server's HTML untouched, with no
// hydration warning, and renders its content (now React's) once it nears the viewport; after start it renders at once.
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrateWhenVisible, setHydrating } from './hydrate-when-visible'

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = []

class FakeIntersectionObserver {
  targets: Element[] = []
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, targets: this.targets })
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1)
  }
  disconnect() {}
}

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  )
}

const Page = () => (
  <main>
    <h1>Top</h1>
    <HydrateWhenVisible as="section" className="lower">
      <Counter />
    </HydrateWhenVisible>
  </main>
)

const nearViewport = () =>
  act(() => {
    for (const { callback, targets } of observed)
      callback(
        [...targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })

describe('HydrateWhenVisible', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    observed = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  })
  afterEach(() => {
    setHydrating(false)
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('keeps the server HTML while hydrating, and takes it over once near the viewport', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    const serverButton = container.querySelector('button')
    expect(serverButton?.textContent).toBe('Pressed 0')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

    setHydrating(true)
    await act(async () => {
      hydrateRoot(container, <Page />)
    })
    setHydrating(false)
    // Untouched: the same element, not React's yet (a press does nothing).
    expect(container.querySelector('button')).toBe(serverButton)
    await act(async () => serverButton?.click())
    expect(container.querySelector('button')?.textContent).toBe('Pressed 0')

    await nearViewport()
    const button = container.querySelector('button')
    expect(container.querySelectorAll('section.lower button')).toHaveLength(1)
    await act(async () => button?.click())
    expect(container.querySelector('button')?.textContent).toBe('Pressed 1')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('renders at once outside hydration', async () => {
    const { createRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => createRoot(container).render(<Page />))
    expect(container.querySelector('section.lower button')?.textContent).toBe('Pressed 0')
    expect(observed.flatMap((o) => o.targets)).toHaveLength(0)
  })
})
