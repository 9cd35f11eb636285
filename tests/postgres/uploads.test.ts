/**
 * Uploads across processes on PostgreSQL (issue 28): files live in the database there, so two
 * server processes with data folders of their own share them: an image uploaded through one is
 * served by the other, byte for byte. Needs PP_TEST_DATABASE_URL (scripts/test.mjs starts one).
 */
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import sharp from 'sharp'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { DEMO_PASSWORD } from '../../demo/server/seed'
import { scratchDatabase } from '../server/test-databases'
import { signInTo, startServerProcess, stopServerProcess } from '../server/server-process'

it('an image uploaded through one process is served by another with its own data folder', async () => {
  const scratch = await scratchDatabase('pp_uploads')
  const start = () =>
    startServerProcess({
      DATABASE_URL: scratch.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-uploads-proc-')),
      WORKERS: '1',
    })
  const one = await start()
  const other = await start()
  try {
    const cookie = await signInTo(one.origin, 'owner@demo.test', DEMO_PASSWORD)
    const bytes = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('commentingUnitUUID', COMMENTING_IDS.units[0]!.unit)
    form.append('workflow', 'COMMUNITY')
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png')
    const uploaded = await fetch(`${one.origin}/api/commenting/v1/commenting-units/images`, {
      method: 'POST',
      headers: { origin: one.origin, cookie },
      body: form,
    })
    assert.equal(uploaded.status, 201, await uploaded.clone().text())
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string }
    const served = await fetch(`${other.origin}${new URL(imageUrl).pathname}`)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes)
  } finally {
    await stopServerProcess(one)
    await stopServerProcess(other)
    await scratch.drop()
  }
})
