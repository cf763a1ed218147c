// A full page load of the address shown: how a screen whose code failed to arrive is tried again (the router keeps a
// failed import for the page's lifetime, so only a new page load fetches it anew). Its own module, so tests replace it.
export const reloadPage = (): void => window.location.reload()
