/** A fake XMLHttpRequest for element tests of uploads (the payment forms' form-data saves). */

export type Reply = { status?: number; body?: unknown }

export interface Sent {
  method: string
  url: string
  body: FormData
  withCredentials: boolean
}

/** Stands in for XMLHttpRequest: records the request, reports progress, answers on release. */
export class FakeXHR {
  static sent: Sent[] = []
  static reply: (sent: Sent) => Reply = () => ({ status: 201, body: {} })
  static gate: Promise<void> = Promise.resolve()
  method = ''
  url = ''
  status = 0
  statusText = ''
  responseText = ''
  withCredentials = false
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null
  }
  abort() {
    this.onabort?.()
  }
  send(body: FormData) {
    const sent = { method: this.method, url: this.url, body, withCredentials: this.withCredentials }
    FakeXHR.sent.push(sent)
    setTimeout(async () => {
      const total = 1000
      this.upload.onprogress?.(
        new ProgressEvent('progress', { loaded: 400, total, lengthComputable: true }),
      )
      await FakeXHR.gate
      this.upload.onprogress?.(
        new ProgressEvent('progress', { loaded: total, total, lengthComputable: true }),
      )
      const reply = FakeXHR.reply(sent)
      this.status = reply.status ?? 200
      this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body)
      this.onload?.()
    }, 0)
  }
}
