/** Hands the browser a file to save, without touching the host page's DOM (exports, ads.txt). */
export function saveFile(
  name: string,
  content: Blob | string,
  type = 'text/plain;charset=utf-8',
): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.click()
  // The download has started from the object URL by the time the click returns a task later.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
