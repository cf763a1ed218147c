// CORS_ORIGINS read into the list of other origins whose pages may call the API with the shopper's cookie (issue 25):
// comma-separated full origins (scheme://host[:port], nothing after), each normalized as a browser sends it in
// Origin (lowercase host, no default port). '*' and anything that is not one origin are refused with what to write.

export type ReadOrigins = { ok: true; value: string[] } | { ok: false; message: string }

/** An http(s) origin as a browser spells it in Origin, or undefined when `text` is anything more or less than one. */
export function readOrigin(text: string): string | undefined {
  if (!URL.canParse(text) || /[?#]/.test(text)) return undefined
  const url = new URL(text)
  const bare = url.username === '' && url.password === '' && url.pathname === '/'
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined
}

/** The listed origins, without repeats; '' (or only commas and spaces) = none, the store's own pages only. */
export function readCorsOrigins(value: string): ReadOrigins {
  const origins: string[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const origin = readOrigin(entry)
    if (origin === undefined) {
      const message =
        entry === '*'
          ? "'*' would let every site's pages act with a shopper's cookie: list each origin"
          : `'${entry}' is not an origin`
      return { ok: false, message: `${message} (scheme://host[:port], e.g. https://shop.example.com)` }
    }
    if (!origins.includes(origin)) origins.push(origin)
  }
  return { ok: true, value: origins }
}
