/** ACCT-22: hands the browser a text file to save, without touching the host page's DOM. */
export function saveTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.click()
  // The download has started from the object URL by the time the click returns a task later.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
