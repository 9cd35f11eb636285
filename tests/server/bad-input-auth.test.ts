/**
 * Bad input to the sign-in and password calls (login, password e-mail, reset, activation,
 * change): each refusal names its field and leaves the database as it was; the sign-in's
 * encodings and the token query.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Client, fileHarness, IDS, snapshot } from './harness'
import {
  assertFieldError,
  describeBadInput,
  LONG,
  TABLES,
  UNKNOWN_UUID,
  type Endpoint,
} from './bad-input-fixtures'

const h = fileHarness()

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST login',
    method: 'POST',
    path: '/api/accounts/login',
    who: 'anonymous',
    encoding: 'form',
    cases: [
      { name: 'missing username', body: { password: 'x' }, fields: ['username'] },
      { name: 'missing password', body: { username: 'owner@demo.test' }, fields: ['password'] },
      {
        name: 'empty password',
        body: { username: 'owner@demo.test', password: '' },
        fields: ['password'],
      },
      { name: 'not an e-mail', body: { username: 'owner', password: 'x' }, fields: ['username'] },
      {
        name: 'leading space',
        body: { username: ' owner@demo.test', password: 'Demo#Portal2026' },
        fields: ['username'],
      },
      {
        name: 'too-long username',
        body: { username: `${'a'.repeat(300)}@demo.test`, password: 'x' },
        fields: ['username'],
      },
      {
        name: 'too-long password',
        body: { username: 'owner@demo.test', password: 'Aa1!'.repeat(40) },
        fields: ['password'],
      },
    ],
  },
  {
    name: 'POST password/send-email',
    method: 'POST',
    path: '/api/accounts/password/send-email',
    who: 'anonymous',
    cases: [
      { name: 'missing email', body: {}, fields: ['email'] },
      { name: 'null email', body: { email: null }, fields: ['email'] },
      { name: 'number', body: { email: 42 }, fields: ['email'] },
      { name: 'array', body: { email: ['owner@demo.test'] }, fields: ['email'] },
      { name: 'leading space', body: { email: ' owner@demo.test' }, fields: ['email'] },
      { name: 'not an e-mail', body: { email: 'owner.demo.test' }, fields: ['email'] },
      { name: 'too long', body: { email: `${'a'.repeat(260)}@demo.test` }, fields: ['email'] },
    ],
  },
  {
    name: 'PUT auth/password/reset',
    method: 'PUT',
    path: '/api/accounts/auth/password/reset',
    who: 'anonymous',
    cases: [
      {
        name: 'missing everything',
        body: {},
        fields: ['tokenUUID', 'userUUID', 'updatedPassword'],
      },
      {
        name: 'number token',
        body: { tokenUUID: 5, userUUID: IDS.owner, updatedPassword: 'New#Pass2026' },
        fields: ['tokenUUID'],
      },
      {
        name: 'bad user id',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: 'owner', updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'leading-space token',
        body: {
          tokenUUID: ` ${UNKNOWN_UUID}`,
          userUUID: IDS.owner,
          updatedPassword: 'New#Pass2026',
        },
        fields: ['tokenUUID'],
      },
      {
        name: 'array password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: ['New#Pass2026'] },
        fields: ['updatedPassword'],
      },
      {
        name: 'weak password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'password' },
        fields: ['updatedPassword'],
      },
      {
        name: 'too-long password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'Aa1!'.repeat(40) },
        fields: ['updatedPassword'],
      },
      {
        name: 'unknown token',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'New#Pass2026' },
        fields: ['tokenUUID'],
      },
    ],
  },
  {
    name: 'PUT auth/user/activate',
    method: 'PUT',
    path: '/api/accounts/auth/user/activate',
    who: 'invited',
    cases: [
      { name: 'missing everything', body: {}, fields: ['userUUID', 'updatedPassword'] },
      {
        name: 'number user id',
        body: { userUUID: 7, updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'leading-space user id',
        body: { userUUID: ` ${IDS.invitedFresh}`, updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'weak password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: 'abcdefgh' },
        fields: ['updatedPassword'],
      },
      {
        name: 'object password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: { p: 1 } },
        fields: ['updatedPassword'],
      },
      {
        name: 'too-long password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: 'Aa1!'.repeat(40) },
        fields: ['updatedPassword'],
      },
    ],
  },
  {
    name: 'PUT auth/password/change',
    method: 'PUT',
    path: '/api/accounts/auth/password/change',
    who: 'owner',
    cases: [
      { name: 'missing everything', body: {}, fields: ['currentpassword', 'newpassword'] },
      {
        name: 'number current',
        body: { currentpassword: 1, newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
      },
      {
        name: 'empty current',
        body: { currentpassword: '', newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
      },
      {
        name: 'weak new',
        body: { currentpassword: 'Demo#Portal2026', newpassword: '12345678' },
        fields: ['newpassword'],
      },
      {
        name: 'too-long new',
        body: { currentpassword: 'Demo#Portal2026', newpassword: 'Aa1!'.repeat(40) },
        fields: ['newpassword'],
      },
      {
        name: 'wrong current',
        body: { currentpassword: 'Wrong#Pass2026', newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
        countsFailure: `current-password:${IDS.owner}`,
      },
    ],
  },
]

describeBadInput(h, ENDPOINTS)

describe('POST login: encoding', () => {
  it('refuses a JSON body even with correct credentials', async () => {
    const before = await snapshot(h.db, TABLES)
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      json: { username: 'owner@demo.test', password: 'Demo#Portal2026' },
    })
    assertFieldError(reply, ['_body'])
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('accepts the same credentials as multipart form data', async () => {
    const boundary = 'b0undary'
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      raw: `${part('username', 'analyst@demo.test')}${part('password', 'Demo#Portal2026')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    assert.equal(reply.status, 200)
    assert.equal(reply.body.userUUID, IDS.analyst)
  })
})

describe('GET token: bad query', () => {
  const cases: Array<[string, string]> = [
    ['missing', ''],
    ['empty', '?tokenUUID='],
    ['not an id', '?tokenUUID=abc'],
    ['leading space', `?tokenUUID=%20${IDS.freshInviteToken}`],
    ['too long', `?tokenUUID=${LONG}`],
  ]
  for (const [name, query] of cases) {
    it(`refuses ${name} with a tokenUUID field error`, async () => {
      const reply = await new Client(h).get(`/api/accounts/token${query}`)
      assertFieldError(reply, ['tokenUUID'])
    })
  }
  it('answers 404 to an unknown token id', async () => {
    const reply = await new Client(h).get(`/api/accounts/token?tokenUUID=${UNKNOWN_UUID}`)
    assert.equal(reply.status, 404)
  })
})
