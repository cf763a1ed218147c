// Browser entry: the styles, and the app (app/start.tsx). A page the server rendered already shows its content, so
// the app's code is fetched once that content has painted (after the window's load), and does not compete with the
// page's images on a slow connection; a page the browser renders starts the app at once.
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const container: HTMLElement = root

const startApp = () => void import('./app/start').then(({ start }) => start(container))

const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))

if (container.firstElementChild === null) startApp()
else if (document.readyState === 'complete') afterPaint(startApp)
else window.addEventListener('load', () => afterPaint(startApp), { once: true })
