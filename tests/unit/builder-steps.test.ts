// BLD-02..06, 10, 11, 53: the builder's steps, routes, indicator, buttons, gate and Save.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { STEPS, type Step } from '../../src/areas/embeds/lib/builder-rules'
import { LIBRARY, MANAGEMENT } from '../../src/areas/embeds/lib/embeds-routes'
import {
  completionPercent,
  GETSTARTED_PATH,
  LIBRARY_PATH,
  MANAGEMENT_PATH,
  navEnabled,
  nextPath,
  previousPath,
  saveButton,
  stepButtons,
  stepClickable,
  stepFromPath,
  stepGate,
  stepItems,
  stepPath,
  stepTitle,
  workflowStep,
} from '../../src/areas/embeds/lib/steps-rules'

const NEW = { isNew: true, changesPending: false }
const UPDATE = { isNew: false, changesPending: false }
const PENDING = { isNew: false, changesPending: true }

describe('routes and titles (BLD-03)', () => {
  it('matches the embeds routes', () => {
    assert.equal(LIBRARY_PATH, LIBRARY)
    assert.equal(MANAGEMENT_PATH, MANAGEMENT)
  })
  it('lists the five steps in order with their routes and titles', () => {
    assert.deepEqual(
      STEPS.map((s) => [stepPath(s), stepTitle(s)]),
      [
        ['/dashboard/embeds/management/placement', 'Select Placement'],
        ['/dashboard/embeds/management/customize', 'Customize'],
        ['/dashboard/embeds/management/ads', 'Select Ads'],
        ['/dashboard/embeds/management/add_ons', 'Add-ons'],
        ['/dashboard/embeds/management/code', 'Get Code'],
      ],
    )
    assert.equal(GETSTARTED_PATH, '/dashboard/embeds/management/getstarted')
    assert.equal(stepPath('ads', 'a b'), '/dashboard/embeds/management/ads?embed=a%20b')
  })
  it('stepFromPath round-trips and ignores query, hash and a trailing slash', () => {
    for (const s of STEPS) {
      assert.equal(stepFromPath(stepPath(s)), s)
      assert.equal(stepFromPath(stepPath(s, 'e1')), s)
      assert.equal(stepFromPath(`${stepPath(s)}/#x`), s)
    }
    assert.equal(stepFromPath(GETSTARTED_PATH), 'getstarted')
    for (const bad of [
      '/dashboard/embeds/management',
      '/dashboard/embeds/management/',
      '/dashboard/embeds/management/Ads',
      '/dashboard/embeds/management/ads/x',
      '/dashboard/embeds/management/addons',
      '/dashboard/embeds',
      '/dashboard/embeds/managementads',
    ])
      assert.equal(stepFromPath(bad), null, bad)
  })
  it('workflowStep is the upper-case step name', () => {
    assert.deepEqual(STEPS.map(workflowStep), ['PLACEMENT', 'CUSTOMIZE', 'ADS', 'ADD_ONS', 'CODE'])
  })
})

describe('completion (BLD-05)', () => {
  it('is 0, 25, 50, 75, 100', () => {
    assert.deepEqual(STEPS.map(completionPercent), [0, 25, 50, 75, 100])
  })
})

describe('step indicator (BLD-10, BLD-06)', () => {
  it('new flow: arrow style, earlier steps complete', () => {
    const items = stepItems('ads', NEW)
    assert.deepEqual(
      items.map((i) => [i.number, i.arrow, i.complete, i.current]),
      [
        [1, true, true, false],
        [2, true, true, false],
        [3, true, false, true],
        [4, true, false, false],
        [5, true, false, false],
      ],
    )
  })
  it('update flow: no arrows, nothing marked complete', () => {
    for (const i of stepItems('ads', UPDATE)) assert.ok(!i.arrow && !i.complete)
  })
  it('new flow: nothing clickable on the code step; code never before', () => {
    for (const t of STEPS) assert.equal(stepClickable(t, 'code', NEW), false, t)
    for (const c of STEPS.filter((s) => s !== 'code'))
      for (const t of STEPS)
        assert.equal(stepClickable(t, c, NEW), t !== c && t !== 'code', `${c} → ${t}`)
  })
  it('update flow: every other step, none while changes are pending', () => {
    for (const c of STEPS)
      for (const t of STEPS) {
        assert.equal(stepClickable(t, c, UPDATE), t !== c)
        assert.equal(stepClickable(t, c, PENDING), false)
      }
    assert.equal(navEnabled(PENDING), false)
    assert.equal(navEnabled(UPDATE), true)
    assert.equal(navEnabled({ isNew: true, changesPending: true }), true)
  })
  it('stepItems agrees with stepClickable', () => {
    for (const flow of [NEW, UPDATE, PENDING])
      for (const c of STEPS)
        assert.deepEqual(
          stepItems(c, flow).map((i) => i.clickable),
          STEPS.map((t) => stepClickable(t, c, flow)),
        )
  })
})

describe('step buttons (BLD-11, BLD-04)', () => {
  it('new flow: Continue, Save on add_ons, no bar on code (issue 27 #6)', () => {
    const want: Record<Step, string[]> = {
      placement: ['Previous Step', 'Continue'],
      customize: ['Previous Step', 'Continue'],
      ads: ['Previous Step', 'Continue'],
      add_ons: ['Previous Step', 'Save'],
      code: [],
    }
    for (const s of STEPS) assert.deepEqual(stepButtons(s, NEW), want[s], s)
  })
  it('update flow: Discard and Save on every step but code, which has no bar (issue 27 #6)', () => {
    assert.deepEqual(stepButtons('code', UPDATE), [])
    for (const s of STEPS.filter((t) => t !== 'code')) {
      const b = stepButtons(s, UPDATE)
      assert.ok(b.includes('Discard') && b.includes('Save'), s)
    }
  })
  it('previous from the first and next after the last lead to the library', () => {
    assert.equal(previousPath('placement'), '/dashboard/embeds')
    assert.equal(nextPath('code'), '/dashboard/embeds')
    assert.equal(previousPath('customize', 'e1'), '/dashboard/embeds/management/placement?embed=e1')
    assert.equal(nextPath('add_ons', 'e1'), '/dashboard/embeds/management/code?embed=e1')
    for (let i = 1; i < STEPS.length; i++) {
      assert.equal(previousPath(STEPS[i]), stepPath(STEPS[i - 1]))
      assert.equal(nextPath(STEPS[i - 1]), stepPath(STEPS[i]))
    }
  })
})

describe('Save button (BLD-53)', () => {
  it('enabled only with a change and no save running; Saved when nothing changed', () => {
    for (const [changeDetected, saving, enabled, label] of [
      [true, false, true, 'Save'],
      [true, true, false, 'Save'],
      [false, false, false, 'Saved'],
      [false, true, false, 'Saved'],
    ] as const)
      assert.deepEqual(saveButton({ changeDetected, saving }), { enabled, label })
  })
})

describe('gate (BLD-02)', () => {
  const none = { embedLoaded: false, mockupGenerator: false, hasEmbed: false }
  it('unknown management paths → /error/404, whatever the data', () => {
    for (const ctx of [none, { ...none, embedLoaded: true }])
      assert.deepEqual(stepGate('/dashboard/embeds/management/nope', ctx), {
        kind: 'redirect',
        to: '/error/404',
      })
  })
  it('steps need loaded data or a mockup session with an embed', () => {
    for (const s of STEPS) {
      assert.deepEqual(stepGate(stepPath(s), none), { kind: 'redirect', to: '/dashboard/embeds' })
      assert.deepEqual(stepGate(stepPath(s), { ...none, embedLoaded: true }), {
        kind: 'step',
        step: s,
      })
      assert.deepEqual(stepGate(stepPath(s), { ...none, mockupGenerator: true, hasEmbed: true }), {
        kind: 'step',
        step: s,
      })
      assert.deepEqual(stepGate(stepPath(s), { ...none, mockupGenerator: true }), {
        kind: 'redirect',
        to: '/dashboard/embeds',
      })
      assert.deepEqual(stepGate(stepPath(s), { ...none, hasEmbed: true }), {
        kind: 'redirect',
        to: '/dashboard/embeds',
      })
    }
  })
  it('getstarted needs no data', () => {
    assert.deepEqual(stepGate(GETSTARTED_PATH, none), { kind: 'getstarted' })
  })
})
