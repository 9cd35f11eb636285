import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { afterSignIn, passesGate, type GateInput } from '../../src/areas/auth/lib/auth-gates'
import {
  showsMissingPayment,
  showsReportingDelay,
  bannerKey,
} from '../../src/areas/shell/lib/banner-rules'
import { isStrongPassword, passwordChecklist } from '../../src/core/validation/password-rules'
import {
  controlCharFields,
  CONTROL_CHARS_MESSAGE,
  email,
  noControlChars,
  normalizeFields,
  normalizeText,
  validate,
  required,
} from '../../src/core/validation/rules'

describe('validation rules (CORE-11, AUTH-19)', () => {
  it('trims text and turns empty into null', () => {
    assert.equal(normalizeText('  a b '), 'a b')
    assert.equal(normalizeText('   '), null)
    assert.equal(normalizeText(3), null)
    assert.deepEqual(normalizeFields({ a: ' x ', b: '', c: 2 }), { a: 'x', b: null, c: 2 })
  })
  it('normalizeText never leaves surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = normalizeText(s)
        return out === null || out === out.trim()
      }),
    )
  })
  it('checks e-mail addresses', () => {
    assert.equal(email()('owner@demo.test'), null)
    for (const bad of ['owner', 'owner@', '@demo.test', 'a b@demo.test', 'owner@demo'])
      assert.ok(email()(bad), bad)
  })
  it('validate returns each failing field', () => {
    assert.deepEqual(validate({ a: '', b: 'x' }, { a: [required()], b: [required()] }), [
      { field: 'a', message: 'This field is required' },
    ])
  })
  it('password checklist: 8+ characters, a letter, a number, a symbol', () => {
    assert.ok(isStrongPassword('Demo#Portal2026'))
    assert.ok(!isStrongPassword('Short#1'))
    assert.ok(!isStrongPassword('NoDigits#here'))
    assert.ok(!isStrongPassword('NoSymbol2026x'))
    assert.ok(!isStrongPassword('12345678#'))
    assert.deepEqual(
      passwordChecklist('').map((c) => c.ok),
      [false, false, false, false],
    )
  })
})

describe('auth gates (AUTH-30 and each screen)', () => {
  const base: GateInput = {
    signedIn: false,
    showSetPassword: false,
    showTermsAndConditions: false,
    tokenUUID: null,
    inviteUserUUID: null,
  }
  it('signed-out screens refuse signed-in visitors', () => {
    for (const s of [
      'signin',
      'resetpassword',
      'passwordreset',
      'completepasswordreset',
      'passwordupdated',
    ] as const) {
      assert.ok(passesGate(s, base), s)
      assert.ok(!passesGate(s, { ...base, signedIn: true }), s)
    }
  })
  it('completesignup needs the set-password flag; acceptagreement the terms flag', () => {
    assert.ok(!passesGate('completesignup', { ...base, signedIn: true }))
    assert.ok(passesGate('completesignup', { ...base, signedIn: true, showSetPassword: true }))
    assert.ok(!passesGate('acceptagreement', { ...base, signedIn: true }))
    assert.ok(
      passesGate('acceptagreement', { ...base, signedIn: true, showTermsAndConditions: true }),
    )
  })
  it('invitation screens need token data or a user id', () => {
    assert.ok(!passesGate('expiredlink', base))
    assert.ok(passesGate('expiredlink', { ...base, tokenUUID: 't' }))
    assert.ok(!passesGate('newinvitationsent', base))
    assert.ok(passesGate('newinvitationsent', { ...base, inviteUserUUID: 'u' }))
  })
  it('after sign-in: newer portal only with autoLogin, no set-password and not mocked (AUTH-05)', () => {
    const s = {
      showSetPassword: false,
      showTermsAndConditions: false,
      mocked: false,
      autoLogin: true,
    }
    const opts = { newPortalUrl: 'https://new.test/', origin: null }
    assert.equal(afterSignIn(s, opts), 'https://new.test/')
    assert.equal(afterSignIn({ ...s, mocked: true }, opts), '/dashboard/home')
    assert.equal(afterSignIn({ ...s, showSetPassword: true }, opts), '/auth/completesignup')
    assert.equal(
      afterSignIn({ ...s, autoLogin: false, showTermsAndConditions: true }, opts),
      '/auth/acceptagreement',
    )
    assert.equal(
      afterSignIn({ ...s, autoLogin: false }, { ...opts, origin: '/dashboard/account' }),
      '/dashboard/account',
    )
  })
})

describe('banner pages (SHELL-21, SHELL-22)', () => {
  it('reporting delay on home, analytics detail and reports, not report detail', () => {
    assert.ok(showsReportingDelay('/dashboard/home'))
    assert.ok(showsReportingDelay('/dashboard/analytics/detail/revenue'))
    assert.ok(showsReportingDelay('/dashboard/reports'))
    assert.ok(!showsReportingDelay('/dashboard/reports/detail/1'))
    assert.ok(!showsReportingDelay('/dashboard/embeds'))
  })
  it('missing payment on home, analytics, embeds, account, reports; not payment info, management, report detail or frames', () => {
    for (const p of [
      '/dashboard/home',
      '/dashboard/analytics/detail',
      '/dashboard/embeds',
      '/dashboard/account/general',
      '/dashboard/reports',
    ]) {
      assert.ok(showsMissingPayment(p, false), p)
      assert.ok(!showsMissingPayment(p, true), p)
    }
    for (const p of [
      '/dashboard/account/paymentinfo',
      '/dashboard/embeds/management/customize',
      '/dashboard/reports/detail',
      '/dashboard/commenting',
    ]) {
      assert.ok(!showsMissingPayment(p, false), p)
    }
  })
  it('a new message text gets a new close key', () => {
    assert.notEqual(bannerKey('a'), bannerKey('b'))
    assert.equal(bannerKey('a'), bannerKey('a'))
  })
})

describe('control characters and bidi overrides (issue 6: Input)', () => {
  const BAD = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']
    .concat(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'])
    .concat(['\u2066', '\u2067', '\u2068', '\u2069'])
  it('refuses C0/C1 controls, NUL and bidi embeddings, overrides and isolates', () => {
    for (const ch of BAD) assert.equal(noControlChars(`a${ch}b`), CONTROL_CHARS_MESSAGE, escape(ch))
  })
  it('allows tab, line breaks and ordinary international text', () => {
    for (const text of ['a\tb', 'line\nline\r\n', 'Zoë 李 محمد', 'O’Brien 👩‍💻', '', null])
      assert.equal(noControlChars(text), null, String(text))
  })
  it('validate applies it to every field before the field rules', () => {
    assert.deepEqual(
      validate({ name: 'Ev\u202eil', city: 'x' }, { name: [required()], city: [] }),
      [{ field: 'name', message: CONTROL_CHARS_MESSAGE }],
    )
  })
  it('controlCharFields finds them anywhere in a body, by path', () => {
    assert.deepEqual(
      controlCharFields({ a: 'ok', b: 'x\u0000', c: { d: ['ok', 'y\u2066'] }, n: 3, f: null }),
      [
        { field: 'b', message: CONTROL_CHARS_MESSAGE },
        { field: 'c.d.1', message: CONTROL_CHARS_MESSAGE },
      ],
    )
    assert.deepEqual(controlCharFields('\u0000'), [
      { field: '_body', message: CONTROL_CHARS_MESSAGE },
    ])
  })
})
