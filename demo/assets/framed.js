// /demo/framed: the partner page sizes its iframe to the height the portal reports
// (src/areas/embeds/frame-height.ts), so the frame never scrolls inside. Only messages from the
// portal's origin and from this iframe count; anything else is ignored. In return it tells the
// frame which part of it is in view (on scroll, resize and each new height), so the portal's
// dialogs open where the visitor is looking.
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
  tellVisible()
})

let queued = 0
function tellVisible() {
  if (queued) return
  queued = requestAnimationFrame(() => {
    queued = 0
    const box = frame.getBoundingClientRect()
    const top = Math.max(0, -box.top)
    const bottom = Math.min(box.height, innerHeight - box.top)
    if (bottom <= top || !frame.contentWindow) return
    frame.contentWindow.postMessage(
      { type: 'pp-frame-viewport', top, height: bottom - top },
      portalOrigin,
    )
  })
}
addEventListener('scroll', tellVisible, { passive: true })
addEventListener('resize', tellVisible)
frame.addEventListener('load', tellVisible)
