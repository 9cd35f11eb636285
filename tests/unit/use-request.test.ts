// useRequest (src/ui/use-request.ts) under React 19 in node: the hook renders into a stand-in
// container (a component that renders nothing needs only these few DOM fields), and each load is
// a promise the test settles by hand. The screens using it run on both builds in tests/elements.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { act, createElement, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ApiError, request, setStatusHandlers } from '../../src/core/http'
import { useRequest, type RequestState } from '../../src/ui/use-request'

const scope = globalThis as unknown as Record<string, unknown>
scope.IS_REACT_ACT_ENVIRONMENT = true
scope.window ??= { HTMLIFrameElement: class {}, event: undefined }

function container(): Element {
  const view = { HTMLIFrameElement: class {}, event: undefined, document: {} }
  const doc = { nodeType: 9, defaultView: view, activeElement: null }
  view.document = doc
  const listen = { addEventListener() {}, removeEventListener() {} }
  Object.assign(doc, listen)
  return {
    ...listen,
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument: doc,
    textContent: '',
    firstChild: null,
  } as unknown as Element
}

interface Call {
  key: string
  signal: AbortSignal
  resolve: (value: string) => void
  reject: (error: unknown) => void
}

interface Props {
  key: string
  enabled?: boolean
  onError?: (error: unknown) => void
}

let root: Root
// What the hook returned in the latest committed render, and every committed render of Probe.
const probe = {} as { state: RequestState<string> }

function report(id: string, state: RequestState<string>) {
  probe.state = state
  renders.push([id, state.loading, state.data])
}
let calls: Call[]
let renders: Array<[string, boolean, string | null]>

function Probe({ id, enabled = true, onError }: Readonly<Omit<Props, 'key'> & { id: string }>) {
  const state = useRequest<string>(
    enabled
      ? (signal) =>
          new Promise<string>((resolve, reject) => {
            calls.push({ key: id, signal, resolve, reject })
            signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            )
          })
      : null,
    id,
    onError,
  )
  useLayoutEffect(() => report(id, state))
  return null
}

async function render(props: Props) {
  const { key, ...rest } = props
  await act(async () => root.render(createElement(Probe, { id: key, ...rest })))
}

async function settle(fn: () => void) {
  await act(async () => fn())
}

describe('useRequest (issue 7: one way to load data)', () => {
  beforeEach(() => {
    calls = []
    renders = []
    root = createRoot(container())
  })
  afterEach(async () => {
    await act(async () => root.unmount())
  })

  it('loads with an AbortSignal, loading until the data arrives', async () => {
    await render({ key: 'a' })
    assert.equal(calls.length, 1)
    assert.ok(calls[0]!.signal instanceof AbortSignal)
    assert.deepEqual([probe.state.loading, probe.state.data, probe.state.error], [true, null, null])
    await settle(() => calls[0]!.resolve('A'))
    assert.deepEqual([probe.state.loading, probe.state.data, probe.state.error], [false, 'A', null])
  })

  it('a newer key aborts the older call, whose late answer leaves no trace', async () => {
    await render({ key: 'a' })
    await render({ key: 'b' })
    assert.deepEqual(
      calls.map((c) => [c.key, c.signal.aborted]),
      [
        ['a', true],
        ['b', false],
      ],
    )
    await settle(() => calls[0]!.resolve('A (late)'))
    assert.deepEqual([probe.state.loading, probe.state.data], [true, null])
    await settle(() => calls[1]!.resolve('B'))
    assert.deepEqual([probe.state.loading, probe.state.data], [false, 'B'])
  })

  it('is loading from the very render in which the key changes, keeping the older data', async () => {
    await render({ key: 'a' })
    await settle(() => calls[0]!.resolve('A'))
    await render({ key: 'b' })
    // No frame shows the new key as loaded with the older key's data.
    assert.deepEqual(
      renders.filter(([id]) => id === 'b'),
      renders.filter(([id]) => id === 'b').map(() => ['b', true, 'A']),
    )
    assert.deepEqual([probe.state.loading, probe.state.data], [true, 'A'])
  })

  it('a failure is the error and goes to onError once; reload retries and clears it at once', async () => {
    const failures: unknown[] = []
    const onError = (error: unknown) => failures.push(error)
    await render({ key: 'a', onError })
    const failure = new ApiError(500, 'server_error', 'boom')
    await settle(() => calls[0]!.reject(failure))
    assert.deepEqual(
      [probe.state.loading, probe.state.error, failures],
      [false, failure, [failure]],
    )
    await act(async () => probe.state.reload())
    assert.equal(calls.length, 2)
    assert.deepEqual([probe.state.loading, probe.state.error], [true, null])
    await settle(() => calls[1]!.resolve('A'))
    assert.deepEqual(
      [probe.state.loading, probe.state.data, probe.state.error, failures.length],
      [false, 'A', null, 1],
    )
  })

  it('reload aborts a call still under way', async () => {
    await render({ key: 'a' })
    await act(async () => probe.state.reload())
    assert.deepEqual(
      calls.map((c) => c.signal.aborted),
      [true, false],
    )
  })

  it('unmounting aborts the call and reports nothing', async () => {
    const failures: unknown[] = []
    await render({ key: 'a', onError: (e) => failures.push(e) })
    await act(async () => root.unmount())
    root = createRoot(container())
    assert.equal(calls[0]!.signal.aborted, true)
    assert.deepEqual(failures, [])
  })

  it('loads nothing while load is null, then loads once it is given', async () => {
    await render({ key: '', enabled: false })
    assert.deepEqual([calls.length, probe.state.loading, probe.state.data], [0, false, null])
    await render({ key: 'a' })
    assert.deepEqual([calls.length, probe.state.loading], [1, true])
  })

  it('setData replaces the data and clears the error (a save, a verify)', async () => {
    await render({ key: 'a' })
    await settle(() => calls[0]!.reject(new ApiError(500, 'server_error', 'boom')))
    await act(async () => probe.state.setData('saved'))
    assert.deepEqual(
      [probe.state.loading, probe.state.data, probe.state.error],
      [false, 'saved', null],
    )
    await act(async () => probe.state.setData((current) => `${current}!`))
    assert.equal(probe.state.data, 'saved!')
  })

  describe('with the fetch layer', () => {
    const original = globalThis.fetch
    const handled: string[] = []
    beforeEach(() => {
      handled.length = 0
      setStatusHandlers({
        unauthorized: () => handled.push('401'),
        forbidden: () => handled.push('403'),
        address: () => '/dashboard/account',
      })
    })
    afterEach(() => {
      globalThis.fetch = original
    })

    for (const status of [401, 403, 404]) {
      it(`a ${status} keeps the fetch layer's status rules and reaches the screen`, async () => {
        globalThis.fetch = (async () =>
          new Response(JSON.stringify({ error: { code: 'x', message: 'no' } }), {
            status,
            headers: { 'content-type': 'application/json' },
          })) as typeof fetch
        const failures: unknown[] = []
        function Screen() {
          const state = useRequest<string>(
            (signal) => request('accounts', '/thing', { signal }),
            'k',
            (e) => failures.push(e),
          )
          useLayoutEffect(() => report('k', state))
          return null
        }
        await act(async () => root.render(createElement(Screen)))
        for (let i = 0; i < 50 && probe.state.loading; i++)
          await act(async () => new Promise((r) => setTimeout(r, 5)))
        assert.ok(probe.state.error instanceof ApiError)
        assert.equal((probe.state.error as ApiError).status, status)
        assert.equal(failures.length, 1)
        assert.deepEqual(handled, status === 401 ? ['401'] : status === 403 ? ['403'] : [])
      })
    }
  })
})
