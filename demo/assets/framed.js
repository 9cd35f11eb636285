// /demo/framed: the partner page sizes its iframe to the height the portal reports
// (src/core/frame-height.ts), so the frame never scrolls inside. Only messages from the portal's
// origin and from this iframe count; anything else is ignored.
const frame = document.getElementById('portal-frame')
const portalOrigin = new URL(frame.src, location.href).origin

addEventListener('message', (event) => {
  if (event.origin !== portalOrigin || event.source !== frame.contentWindow) return
  const data = event.data
  if (!data || data.type !== 'pp-frame-height') return
  const height = Number(data.height)
  if (!Number.isFinite(height) || height < 100 || height > 100000) return
  frame.style.height = `${Math.ceil(height)}px`
  frame.dataset.sized = String(Math.ceil(height))
})
