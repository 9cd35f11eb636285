/** Display formats of the payment screens (en-US, spec 000 §9). */

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/**
 * An ISO time in the user's zone, named: "Jan 5, 2026, 3:04 PM UTC" (review finding: "Last
 * updated" said no zone); an unreadable value is shown as given.
 */
export function formatUpdated(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateTime.format(time)
}

/** A file size as "512 KB" / "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
