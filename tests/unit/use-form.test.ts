// The pure parts of useForm (src/ui/use-form.ts): validation by the shared rules, the server's
// field errors, unsaved-change detection and which message a field shows. The screens using the
// hook (general, payment, users, request-demo, profile) run it on both builds in tests/elements.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ApiError } from '../../src/core/http'
import { email, maxLength, required, REQUIRED_MESSAGE } from '../../src/core/validation/rules'
import { GENERAL_RULES } from '../../src/areas/account/lib/general-rules'
import {
  byRules,
  differs,
  messagesOf,
  serverMessages,
  shownError,
  stillFailing,
} from '../../src/ui/use-form'

describe('byRules', () => {
  const check = byRules({ name: [required(), maxLength(5)], mail: [required(), email()] })

  it('gives one message per failing field, trimmed first (CORE-11)', () => {
    assert.deepEqual(check({ name: '   ', mail: 'a@b' }), {
      name: REQUIRED_MESSAGE,
      mail: 'Please enter a valid email',
    })
  })

  it('passes valid values, counting length after the trim', () => {
    assert.deepEqual(check({ name: '  abcde  ', mail: ' x@y.org ' }), {})
  })

  it('refuses control characters in every field, as the server does', () => {
    assert.deepEqual(check({ name: 'a\u202eb', mail: 'x@y.org' }), {
      name: 'Remove control characters',
    })
  })

  it('runs the same schema the server runs (general information)', () => {
    const found = byRules(GENERAL_RULES)({
      accountName: 'Demo',
      streetAddress: '1 Main St',
      city: '',
      zipCode: '1',
      region: 'x',
      country: 'y'.repeat(101),
    })
    assert.deepEqual(Object.keys(found).sort(), ['city', 'country'])
  })
})

describe('server errors', () => {
  it('maps an ApiError’s fields onto their fields, first message winning', () => {
    const error = new ApiError(400, 'VALIDATION', 'Bad', [
      { field: 'email', message: 'Taken' },
      { field: 'email', message: 'Second' },
      { field: '_body', message: 'Whole form' },
    ])
    assert.deepEqual(serverMessages(error), { email: 'Taken', _body: 'Whole form' })
  })

  it('gives none for other failures', () => {
    assert.deepEqual(serverMessages(new Error('offline')), {})
    assert.deepEqual(serverMessages(new ApiError(500, 'X', 'down')), {})
    assert.deepEqual(messagesOf([]), {})
  })
})

describe('differs (dirty)', () => {
  it('is false for equal values and true once one field changes', () => {
    assert.equal(differs({ a: 'x', b: true }, { a: 'x', b: true }), false)
    assert.equal(differs({ a: 'x', b: true }, { a: 'y', b: true }), true)
    assert.equal(differs({ a: 'x', b: true }, { a: 'x', b: false }), true)
  })

  it('sees an attached file and a field only one side has', () => {
    const file = { name: 'w9.pdf' }
    assert.equal(differs({ file: null }, { file }), true)
    assert.equal(differs({ file }, { file }), false)
    assert.equal(differs({ a: '' }, {}), true)
  })
})

describe('shownError', () => {
  const base = { problems: { a: 'Bad a', b: 'Bad b' }, server: {}, touched: new Set<string>() }

  it('shows nothing before a field is touched or a save tried (CORE-22)', () => {
    assert.equal(shownError('a', { ...base, submitted: false }), null)
  })

  it('shows a touched field’s message, and every message after a submit', () => {
    const touched = { ...base, touched: new Set(['a']), submitted: false }
    assert.equal(shownError('a', touched), 'Bad a')
    assert.equal(shownError('b', touched), null)
    assert.equal(shownError('b', { ...base, submitted: true }), 'Bad b')
  })

  it('puts the server’s message first, even on an untouched field', () => {
    const state = { ...base, server: { a: 'Taken', c: 'Server only' }, submitted: false }
    assert.equal(shownError('a', state), 'Taken')
    assert.equal(shownError('c', state), 'Server only')
  })

  it('shows a save-time check’s message untouched, after the server’s', () => {
    const state = { ...base, checked: { c: 'Do not match' }, submitted: false }
    assert.equal(shownError('c', state), 'Do not match')
    assert.equal(shownError('c', { ...state, server: { c: 'Taken' } }), 'Taken')
    assert.equal(shownError('a', { ...state, submitted: true }), 'Bad a')
  })
})

describe('stillFailing (save-time checks)', () => {
  const shown = { confirm: 'Do not match', other: 'Other' }

  it('keeps the same messages while every check still fails', () => {
    assert.equal(stillFailing(shown, { confirm: 'x', other: 'y', more: 'z' }), shown)
  })

  it('drops a message once its check passes, and adds none that were not shown', () => {
    assert.deepEqual(stillFailing(shown, { other: 'y', more: 'z' }), { other: 'Other' })
    assert.deepEqual(stillFailing(shown, {}), {})
    assert.deepEqual(stillFailing({}, { confirm: 'x' }), {})
  })
})
