// The routes an app registered, read from `app.printRoutes()` (Fastify's radix tree drawn as text): the fuzz test
// compares them with the routes it fuzzes, so that a new route cannot escape it.

/** `METHOD /path` for every route in a `printRoutes()` tree, paths without a trailing slash. */
export function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = []
  const keys: string[] = []
  for (const line of tree.split('\n')) {
    // Each level indents by four characters ('│   ' or '    '), then '├── ' or '└── ' and the node's text.
    const node = /^((?:[│ ] {3})*)[├└]── (.*)$/.exec(line)
    if (!node) continue
    const depth = (node[1] ?? '').length / 4
    const label = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(node[2] ?? '')
    prefixes.length = depth
    prefixes.push(label?.[1] ?? '')
    const path = prefixes.join('')
    for (const method of label?.[2]?.split(', ') ?? []) {
      keys.push(`${method} ${path.length > 1 ? path.replace(/\/+$/, '') : path}`)
    }
  }
  return keys
}
