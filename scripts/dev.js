// npm run dev: the API with reload (tsx watch, PORT or 3000) and the Vite dev server (5173, proxying /api and
// /covers to the API). Ctrl-C stops both.

import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '-w', '@bookstore/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@bookstore/web'], { stdio: 'inherit' }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
