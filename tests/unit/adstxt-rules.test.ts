import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import {
  ADSTXT_GUIDANCE,
  ADSTXT_STATUS_TEXT,
  adsTxtFile,
  adsTxtState,
  checkAdsTxt,
  parseAdsTxt,
  parseAdsTxtLine,
  SITE_ID,
} from '../../src/areas/account/adstxt/lib/adstxt-rules'

const REQUIRED = [
  'demo-ads.test, pub-1001, DIRECT, f08c47fec0942fa0',
  'partner-exchange.test, 88231, RESELLER, 6a698e2ec38604c6',
  'video-network.test, vn-1001, DIRECT',
  'native-partner.test, dp-4410, RESELLER',
]

describe('ads.txt lines (IAB format)', () => {
  it('reads the three fields and the optional fourth', () => {
    assert.deepEqual(parseAdsTxtLine('demo-ads.test, pub-1001, DIRECT, f08c47fec0942fa0'), {
      domain: 'demo-ads.test',
      accountId: 'pub-1001',
      relationship: 'DIRECT',
      certificationId: 'f08c47fec0942fa0',
    })
    assert.deepEqual(parseAdsTxtLine('video-network.test,vn-1001,RESELLER'), {
      domain: 'video-network.test',
      accountId: 'vn-1001',
      relationship: 'RESELLER',
      certificationId: null,
    })
  })
  it('ignores comments after #, surrounding whitespace and extension data after ;', () => {
    const record = parseAdsTxtLine('\t Demo-Ads.TEST ,  pub-1001 ,direct # our partner')
    assert.equal(record?.domain, 'demo-ads.test')
    assert.equal(record?.accountId, 'pub-1001')
    assert.equal(record?.relationship, 'DIRECT')
    assert.equal(parseAdsTxtLine('a.test, 1, DIRECT, abc; ext=1')?.certificationId, 'abc')
  })
  it('gives null for blank, comment, variable and short lines', () => {
    for (const line of [
      '',
      '   ',
      '# a comment',
      'contact=ads@example.com',
      'OWNERDOMAIN = example.com',
      'subdomain=news.example.com',
      'demo-ads.test, pub-1001',
      'demo-ads.test',
      ', pub-1001, DIRECT',
      'demo ads.test, pub-1001, DIRECT',
    ])
      assert.equal(parseAdsTxtLine(line), null, JSON.stringify(line))
  })
  it('reads a whole file with CRLF, CR or LF ends and a byte-order mark', () => {
    const records = parseAdsTxt(
      '\uFEFFa.test, 1, DIRECT\r\nb.test, 2, RESELLER\rc.test, 3, DIRECT\n# end\n',
    )
    assert.deepEqual(
      records.map((r) => r.domain),
      ['a.test', 'b.test', 'c.test'],
    )
  })
  it('never throws and never keeps whitespace in a field, whatever the line', () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        const record = parseAdsTxtLine(line)
        return (
          record === null ||
          (record.domain === record.domain.trim().toLowerCase() &&
            record.accountId === record.accountId.trim() &&
            record.relationship === record.relationship.toUpperCase() &&
            record.domain.length > 0)
        )
      }),
    )
  })
})

describe('comparing a file with the required values (ACCT-17/19)', () => {
  it('complete: every required line is there, in any order, case or spacing of the domain', () => {
    const file = [
      '# ads.txt',
      'other-network.test, 7781, DIRECT',
      'NATIVE-PARTNER.TEST,dp-4410,reseller',
      'video-network.test , vn-1001 , DIRECT # video',
      'partner-exchange.test, 88231, RESELLER',
      'demo-ads.test, pub-1001, DIRECT, f08c47fec0942fa0',
    ].join('\n')
    assert.deepEqual(checkAdsTxt(REQUIRED, file), {
      containsAdsTxt: true,
      adsTxtComplete: true,
      missing: [],
    })
  })
  it('compares the first three fields only: a missing or different fourth field still matches', () => {
    const file = [
      'demo-ads.test, pub-1001, DIRECT',
      'partner-exchange.test, 88231, RESELLER, other-cert',
      'video-network.test, vn-1001, DIRECT, extra',
      'native-partner.test, dp-4410, RESELLER',
    ].join('\n')
    assert.equal(checkAdsTxt(REQUIRED, file).adsTxtComplete, true)
  })
  it('partial: lists the missing lines in the required order', () => {
    const file = `${REQUIRED[1]}\n${REQUIRED[3]}\n`
    assert.deepEqual(checkAdsTxt(REQUIRED, file), {
      containsAdsTxt: true,
      adsTxtComplete: false,
      missing: [REQUIRED[0], REQUIRED[2]],
    })
  })
  it('a different account id or relationship is not a match; a commented-out line is missing', () => {
    const file = [
      'demo-ads.test, pub-1002, DIRECT',
      'partner-exchange.test, 88231, DIRECT',
      '# video-network.test, vn-1001, DIRECT',
      'native-partner.test, DP-4410, RESELLER',
    ].join('\n')
    assert.deepEqual(checkAdsTxt(REQUIRED, file).missing, REQUIRED)
  })
  it('an empty file is a file with every value missing', () => {
    assert.deepEqual(checkAdsTxt(REQUIRED, ''), {
      containsAdsTxt: true,
      adsTxtComplete: false,
      missing: REQUIRED,
    })
  })
  it('no file: not contained, every value missing', () => {
    assert.deepEqual(checkAdsTxt(REQUIRED, null), {
      containsAdsTxt: false,
      adsTxtComplete: false,
      missing: REQUIRED,
    })
  })
  it('a file holding every required line (any extra lines, any order) is complete', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(REQUIRED, { minLength: REQUIRED.length }),
        fc.array(fc.string().filter((s) => !s.includes('\n') && !s.includes('\r'))),
        (lines, extra) =>
          checkAdsTxt(REQUIRED, [...extra, ...lines].join('\n')).adsTxtComplete === true,
      ),
    )
  })
})

describe('indicator, guidance and download (ACCT-18..22)', () => {
  it('maps containsAdsTxt / adsTxtComplete to the three states and their exact texts', () => {
    const complete = adsTxtState({ containsAdsTxt: true, adsTxtComplete: true })
    const partial = adsTxtState({ containsAdsTxt: true, adsTxtComplete: false })
    const absent = adsTxtState({ containsAdsTxt: false, adsTxtComplete: false })
    assert.equal(ADSTXT_STATUS_TEXT[complete], 'ads.txt installed correctly')
    assert.equal(ADSTXT_STATUS_TEXT[partial], 'not installed properly')
    assert.equal(ADSTXT_STATUS_TEXT[absent], 'Ads.txt is not installed on your site')
    assert.equal(ADSTXT_GUIDANCE[complete], null)
    assert.equal(
      ADSTXT_GUIDANCE[partial],
      'Ads.txt has values but is missing some provider values: review highlighted values, upload to global ads.txt, verify again.',
    )
    assert.equal(
      ADSTXT_GUIDANCE[absent],
      'No ads.txt on domain root: download it, upload to the root, verify again.',
    )
  })
  it('the downloaded file holds one required value per line and ends with a newline', () => {
    assert.equal(adsTxtFile(REQUIRED), `${REQUIRED.join('\n')}\n`)
    assert.equal(
      adsTxtFile([' a.test, 1, DIRECT ', '', 'b.test, 2, RESELLER']),
      'a.test, 1, DIRECT\nb.test, 2, RESELLER\n',
    )
    assert.equal(adsTxtFile([]), '')
  })
  it('the downloaded file checks as complete against the same values', () => {
    assert.equal(checkAdsTxt(REQUIRED, adsTxtFile(REQUIRED)).adsTxtComplete, true)
  })
  it('site ids are UUIDs', () => {
    assert.ok(SITE_ID.test('4e5f6071-0000-4000-8000-000000000001'))
    for (const bad of ['', '1', '../x', '4e5f6071-0000-4000-8000-00000000000g', 'x'.repeat(36)])
      assert.ok(!SITE_ID.test(bad), bad)
  })
})
