import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEFAULT_TIMERS, SessionTimers, type Clock } from '../../src/areas/shell/session-timers'

/** A fake clock: timers fire when `advance` passes their time. */
class FakeClock implements Clock {
  time = 0
  private timers: Array<{ at: number; fn: () => void; id: number }> = []
  private next = 1
  now = () => this.time
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++
    this.timers.push({ at: this.time + ms, fn, id })
    return id
  }
  clearTimeout = (id: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== id)
  }
  async advance(ms: number) {
    const end = this.time + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      this.timers = this.timers.filter((t) => t !== due)
      this.time = due.at
      due.fn()
      await new Promise((r) => setImmediate(r))
    }
    this.time = end
  }
}

function setup(extend: () => Promise<void> = async () => {}) {
  const clock = new FakeClock()
  const log: string[] = []
  /** What the timers told the other tabs. */
  const tell: string[] = []
  let lastAction = 0
  const timers = new SessionTimers(
    DEFAULT_TIMERS,
    {
      lastActionAt: () => lastAction,
      extend: async () => {
        log.push('extend')
        await extend()
      },
      showInactivityModal: () => log.push('modal'),
      hideInactivityModal: () => log.push('hide'),
      extendFailed: () => log.push('failed'),
      autoLogout: () => log.push('logout'),
      warned: (deadline) => tell.push(`warned ${deadline}`),
      stayed: () => tell.push('stayed'),
    },
    clock,
  )
  return { clock, log, tell, timers, act: (at: number) => (lastAction = at) }
}

const HOURS_23_5 = 846e5

describe('session timers (SHELL-23, SHELL-26..28)', () => {
  it('extends silently when the user acted within 15 minutes', async () => {
    const { clock, log, timers, act } = setup()
    timers.start()
    act(HOURS_23_5 - 14 * 60_000)
    await clock.advance(HOURS_23_5)
    assert.deepEqual(log, ['extend'])
  })
  it('opens the modal at 15 idle minutes and logs out 30 minutes later', async () => {
    const { clock, log, timers, act } = setup()
    timers.start()
    act(HOURS_23_5 - 15 * 60_000)
    await clock.advance(HOURS_23_5)
    assert.deepEqual(log, ['modal'])
    await clock.advance(1_800_000 - 1)
    assert.deepEqual(log, ['modal'])
    await clock.advance(1)
    assert.deepEqual(log, ['modal', 'logout'])
  })
  it('Stay signed in extends, clears the logout timer and resets the extension timer', async () => {
    const { clock, log, timers } = setup()
    timers.start()
    await clock.advance(HOURS_23_5)
    assert.equal(timers.modalTimerRunning, true)
    assert.equal(await timers.stayActive(), true)
    assert.equal(timers.modalTimerRunning, false)
    await clock.advance(1_800_000)
    assert.ok(!log.includes('logout'))
    assert.deepEqual(log, ['modal', 'extend', 'hide'])
    await clock.advance(HOURS_23_5 - 1_800_000)
    assert.deepEqual(log, ['modal', 'extend', 'hide', 'modal'])
  })
  it('a failed extension shows the error and closes the modal', async () => {
    const { clock, log, timers } = setup(async () => {
      throw new Error('down')
    })
    timers.start()
    await clock.advance(HOURS_23_5)
    assert.equal(await timers.stayActive(), false)
    assert.deepEqual(log, ['modal', 'extend', 'failed', 'hide'])
  })
  it('stop() cancels everything', async () => {
    const { clock, log, timers } = setup()
    timers.start()
    timers.stop()
    await clock.advance(HOURS_23_5 * 2)
    assert.deepEqual(log, [])
  })
})

describe('session timers across tabs', () => {
  it('a warning raised here is told to the other tabs with its deadline', async () => {
    const { clock, tell, timers } = setup()
    timers.start()
    await clock.advance(HOURS_23_5)
    assert.deepEqual(tell, [`warned ${HOURS_23_5 + 1_800_000}`])
  })

  it("another tab's warning shows here with the same deadline and logs out at it", async () => {
    const { clock, log, tell, timers } = setup()
    timers.start()
    await clock.advance(60_000)
    timers.warnUntil(60_000 + 5_000)
    assert.deepEqual(log, ['modal'])
    assert.deepEqual(tell, [], 'a warning from elsewhere is not told again')
    await clock.advance(4_999)
    assert.deepEqual(log, ['modal'])
    await clock.advance(1)
    assert.deepEqual(log, ['modal', 'logout'])
    // The extension timer was stopped with the warning: nothing fires later.
    await clock.advance(HOURS_23_5)
    assert.deepEqual(log, ['modal', 'logout'])
  })

  it('a second warning while one shows changes nothing', async () => {
    const { clock, log, timers } = setup()
    timers.start()
    await clock.advance(HOURS_23_5)
    timers.warnUntil(HOURS_23_5 + 10)
    await clock.advance(10)
    assert.deepEqual(log, ['modal'], 'the first deadline stands')
  })

  it('Stay signed in here is told to the others; an answer elsewhere closes the warning here', async () => {
    const a = setup()
    a.timers.start()
    await a.clock.advance(HOURS_23_5)
    assert.equal(await a.timers.stayActive(), true)
    assert.deepEqual(a.tell, [`warned ${HOURS_23_5 + 1_800_000}`, 'stayed'])

    const b = setup()
    b.timers.start()
    b.timers.warnUntil(1_000)
    b.timers.answeredElsewhere()
    assert.deepEqual(b.log, ['modal', 'hide'])
    assert.equal(b.timers.modalTimerRunning, false)
    await b.clock.advance(1_000)
    assert.deepEqual(b.log, ['modal', 'hide'], 'no logout at the old deadline')
    b.act(HOURS_23_5 - 60_000)
    await b.clock.advance(HOURS_23_5)
    assert.deepEqual(b.log, ['modal', 'hide', 'extend'], 'the extension timer runs again')
  })

  it('an answer elsewhere without a warning here, or after stop, does nothing', async () => {
    const { log, timers } = setup()
    timers.start()
    timers.answeredElsewhere()
    timers.stop()
    timers.warnUntil(10)
    assert.deepEqual(log, [])
  })
})
