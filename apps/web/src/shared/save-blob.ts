// Hands a file the store fetched (a Blob) to the browser as a download, through an object URL and a temporary link:
// the shopper's data file on the profile (issue 24) and the dashboard's CSV export of orders.

/** Starts the download of `blob` under the name `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
