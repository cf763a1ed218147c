// Browser entry: the styles, and the app (app/start.tsx), imported statically so the page's HTML names every file the
// app needs (modulepreload) and the browser fetches them while it parses. A module script runs once the document is
// parsed: a page the server rendered is hydrated at once, not after the window's load (issue 38 item 2); its largest
// image still goes first (fetchpriority="high"). A page the browser renders is rendered at once.
import './index.css'
import { start } from './app/start'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void start(root)
