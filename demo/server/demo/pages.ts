/** A plain HTML frame for the demo-only pages (not part of the portal bundle). */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )
}

export function demoPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Publisher Portal demo</title><link rel="stylesheet" href="/demo/assets/demo.css"></head>
<body><nav class="demo-nav"><a href="/">Portal</a><a href="/demo/outbox">Outbox</a><a href="/demo/support">Support</a><a href="/demo/framed">Framed</a><a href="/demo/article">Article</a><a href="/demo/kit">Kit</a><a href="/demo/newer-portal">Newer portal</a></nav><main>${body}</main></body></html>`
}
