/** BLD-54: the frame running the player's preview page, handed the embed once it has loaded. */
import { useEffect, useRef, useState } from 'react'
import { PREVIEW_HEIGHT, PREVIEW_MESSAGE, PREVIEW_PATH } from '../../lib/preview-rules'
import type { PlayerEmbed } from '../../lib/player-rules'

const MIN_HEIGHT = 360
const MAX_HEIGHT = 1200

export function PreviewFrame({ embed }: Readonly<{ embed: PlayerEmbed }>) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(embed.location === 'rail' ? 560 : 420)

  // The frame reports its content height; only messages from this frame count.
  useEffect(() => {
    const view = frame.current?.ownerDocument.defaultView
    if (!view) return
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (data?.type !== PREVIEW_HEIGHT || typeof data.height !== 'number') return
      if (Number.isFinite(data.height))
        setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(data.height))))
    }
    view.addEventListener('message', listen)
    return () => view.removeEventListener('message', listen)
  }, [])

  function send() {
    const target = frame.current?.contentWindow
    const origin = frame.current?.ownerDocument.defaultView?.location.origin
    if (target && origin) target.postMessage({ type: PREVIEW_MESSAGE, embed }, origin)
  }

  return (
    <iframe
      ref={frame}
      src={PREVIEW_PATH}
      title="Embed preview"
      onLoad={send}
      style={{ height }}
      className="block w-full rounded-control border-0 bg-white"
    />
  )
}
