// Browser entry: the styles, and the app (app/start.tsx). The app starts as soon as the document is parsed (a module
// script runs then) and has painted once, not after the window's load (issue 38 item 2): the first paint and the
// largest image (fetchpriority="high") do not wait for the app's code, which is asked for right after, and a page
// the server rendered is hydrated as soon as it arrives. A page the browser renders starts the app at once.
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const container: HTMLElement = root

/** Ends the current task, so the browser may paint and handle input in between. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0))

// Both asked for at once; the libraries evaluated first, then the app, in another task: two shorter tasks instead
// of one long one (issue 38 item 3).
// Each step leaves a performance mark ('start:…'), which npm run perf:start prints beside the paints.
const startApp = () => {
  performance.mark('start:asked')
  const libraries = import('./app/libraries')
  const app = import('./app/start')
  void libraries
    .then(() => performance.mark('start:libraries'))
    .then(yieldToBrowser)
    .then(() => app)
    .then((module) => (performance.mark('start:app-code'), module))
    .then(({ start }) => start(container))
}

if (container.firstElementChild === null) startApp()
else requestAnimationFrame(() => setTimeout(startApp, 0))
