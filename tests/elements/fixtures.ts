/**
 * The shared fixtures of the element tests. Importing this module (every test file does, through
 * page.ts) gives each test a fresh page: before it, the portal store of the build under test
 * (session, account, notices, timers, and the session's pending probe beside it) is back at its
 * initial state through the core's own resetStore, and the fetch layer's service map is empty,
 * whatever the test before it left there (the hooks on the test page: see test-hooks.mjs).
 * `elementSuite()` registers the hooks most suites share: the element loaded once, the event spy
 * and the fake API around every test.
 */
import { holdCalls, stubApi } from './fake-api'
import { cleanBody, clearHash, loadElement } from './page'
import { spyEvents } from './page-fakes'

declare global {
  /** src/core/store.ts's resetStore, which the core sets on a test page. */
  var __ppResetStore: (() => void) | undefined
  /** src/core/http.ts empties its page-wide service bases, on a test page. */
  var __ppResetServices: (() => void) | undefined
  /** src/core/store.ts's portalStore, on a test page. */
  var __ppPortalStore:
    | {
        getState(): { session: object; sessionStatus: string }
        setState(partial: object): void
      }
    | undefined
}

/** Puts the store and the fetch layer back as a fresh page has them. */
export function resetPortal(): void {
  // Before the first element loads, the build is not on the page yet: nothing to reset.
  globalThis.__ppResetStore?.()
  globalThis.__ppResetServices?.()
}

beforeEach(resetPortal)

/** A fake API as the suites install it: anything they can undo. */
interface Restorable {
  restore(): void
}

export interface ElementSuite<Api extends Restorable> {
  /** This test's fake API (installed before it, undone after it). */
  api: Api
  /** This test's event spy. */
  spy: ReturnType<typeof spyEvents>
  /** Undone after the test, last first (slow calls, clocks, anything a test installs). */
  undo: Array<() => void>
  /**
   * Holds back every call whose address contains `fragment`, as a slow network would, until the
   * returned `release()`; undone after the test.
   */
  hold(fragment: string): () => void
}

/**
 * Registers the hooks of a suite of `tags` (call it inside `describe`): the elements loaded once;
 * before every test the event spy and the fake API `fake()` makes (called then, so a test's
 * replies start afresh; without `fake`, each test installs its own as `api`); after it, what `undo` holds, the fake API and the spy undone, the
 * address's fragment cleared and the page emptied. Read the fields inside tests.
 */
export function elementSuite<Api extends Restorable = ReturnType<typeof stubApi>>(
  tags: string | string[],
  fake?: () => Api,
): ElementSuite<Api> {
  const undo: Array<() => void> = []
  const suite = { undo, hold: (fragment: string) => holdCalls(fragment, undo) } as ElementSuite<Api>
  before(async () => {
    for (const tag of typeof tags === 'string' ? [tags] : tags) await loadElement(tag)
  })
  beforeEach(() => {
    suite.spy = spyEvents()
    suite.api = fake ? fake() : (undefined as unknown as Api)
  })
  afterEach(() => {
    for (const step of suite.undo.splice(0).reverse()) step()
    suite.api?.restore()
    suite.spy.stop()
    clearHash()
    cleanBody()
  })
  return suite
}
