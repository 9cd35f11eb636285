/** @jsxImportSource preact */
/**
 * The active-users indicator (COM-14, issue 30): its title and the readers on the page now,
 * from the presence call every 30 s while the page is visible (none while it is hidden; one at
 * once when it shows again). Each page view is one reader, by a random key of its own.
 */
import { useEffect, useState } from 'preact/hooks'
import type { UnitApi } from './api'

const POLL_MS = 30_000

/** A page view's random key: 32 hex digits. */
function visitorKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

interface Props {
  api: UnitApi
  pageId: string
  title: string
}

export function ActiveReaders({ api, pageId, title }: Readonly<Props>) {
  const [readers, setReaders] = useState<number | null>(null)

  useEffect(() => {
    const key = visitorKey()
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    function ping() {
      clearTimeout(timer)
      if (document.visibilityState !== 'visible') return
      void api.presence(pageId, key).then((n) => live && n !== null && setReaders(n))
      timer = setTimeout(ping, POLL_MS)
    }
    document.addEventListener('visibilitychange', ping)
    ping()
    return () => {
      live = false
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', ping)
    }
  }, [api, pageId])

  return (
    <span class="active">
      <i aria-hidden="true" />
      {title}
      {readers !== null && (
        <b class="readers">
          {readers}
          <span class="sr"> reading this page now</span>
        </b>
      )}
    </span>
  )
}
