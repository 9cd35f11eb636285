import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { safeHref } from '../../src/core/safe-url'

const BASE = 'http://portal.test/dashboard/account/sites'

describe('safeHref: only http: and https: become links', () => {
  it('keeps http, https and relative addresses of this origin', () => {
    for (const url of ['https://example.com/', 'http://example.com/a?b#c', 'HTTPS://EXAMPLE.COM'])
      assert.equal(safeHref(url, BASE), url)
    assert.equal(safeHref('/demo/sites/daily-planet', BASE), '/demo/sites/daily-planet')
    assert.equal(safeHref('  https://example.com  ', BASE), 'https://example.com')
  })
  it('refuses script and other schemes, however spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:http://portal.test/x',
      'ftp://example.com/',
      'mailto:a@b.c',
    ])
      assert.equal(safeHref(url, BASE), null, JSON.stringify(url))
  })
  it('refuses empty, missing and malformed values; relative needs a base', () => {
    for (const url of ['', '   ', null, undefined, 'http://[bad'])
      assert.equal(safeHref(url, BASE), null, String(url))
    assert.equal(safeHref('/relative', undefined), null)
  })
})
