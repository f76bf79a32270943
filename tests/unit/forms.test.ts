import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/lib/forms/contact'
import { maxRequestBytes, validateWith } from '@/lib/forms/fields'
import { readFormBody } from '@/lib/forms/body'
import { newsletterSchema } from '@/lib/forms/newsletter'
import {
  checkFillTime,
  issueStartToken,
  maximumAgeMs,
  minimumFillMs,
  tokenUses,
} from '@/lib/forms/token'

const valid = { name: 'Anna', email: 'anna@example.com', subject: 'general', message: 'Hallo' }

describe('contact schema (spec §5)', () => {
  it('accepts a complete message and trims it', () => {
    expect(validateWith(contactSchema, { ...valid, name: '  Anna  ' })).toEqual({})
    expect(contactSchema.parse({ ...valid, name: '  Anna  ' }).name).toBe('Anna')
  })

  it('reports an empty or missing field as "required", a malformed email as "email"', () => {
    expect(validateWith(contactSchema, {})).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    })
    expect(validateWith(contactSchema, { ...valid, message: '   ' })).toEqual({
      message: 'required',
    })
    expect(validateWith(contactSchema, { ...valid, email: 'anna@' })).toEqual({ email: 'email' })
  })

  it('refuses unknown subjects, wrong types and oversized fields', () => {
    expect(validateWith(contactSchema, { ...valid, subject: 'quote' })).toEqual({
      subject: 'required',
    })
    expect(validateWith(contactSchema, { ...valid, name: 42 })).toEqual({ name: 'required' })
    expect(validateWith(contactSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'tooLong',
    })
  })

  it('the newsletter uses the same email rule', () => {
    expect(validateWith(newsletterSchema, { email: '' })).toEqual({ email: 'required' })
    expect(validateWith(newsletterSchema, { email: 'no-at-sign' })).toEqual({ email: 'email' })
    expect(validateWith(newsletterSchema, { email: 'jan@bedrijf.nl' })).toEqual({})
  })
})

describe('signed start time', () => {
  const start = 1_700_000_000_000

  it('passes a person who takes three seconds and refuses an instant post', () => {
    const token = issueStartToken('contact', start)
    expect(checkFillTime(token, 'contact', start + 3_000)).toMatchObject({ kind: 'ok' })
    expect(checkFillTime(token, 'contact', start + minimumFillMs - 1)).toEqual({ kind: 'tooFast' })
  })

  it('treats a missing, forged or expired token as unverified (accepted, flagged)', () => {
    const token = issueStartToken('contact', start)
    const [form, , id, signature] = token.split('.')
    expect(checkFillTime(undefined, 'contact')).toEqual({ kind: 'unverified' })
    const backdated = [form, start - 60_000, id, signature].join('.')
    expect(checkFillTime(backdated, 'contact', start + 3_000)).toEqual({ kind: 'unverified' })
    expect(checkFillTime(token, 'contact', start + maximumAgeMs + 1)).toEqual({
      kind: 'unverified',
    })
    // A few hours, not a day: yesterday's token proves nothing about this visit.
    expect(maximumAgeMs).toBeLessThanOrEqual(4 * 60 * 60 * 1000)
  })

  it('is bound to the form it was fetched for', () => {
    const token = issueStartToken('newsletter', start)
    expect(checkFillTime(token, 'newsletter', start + 3_000)).toMatchObject({ kind: 'ok' })
    expect(checkFillTime(token, 'contact', start + 3_000)).toEqual({ kind: 'unverified' })
    const relabelled = token.replace(/^newsletter\./, 'contact.')
    expect(checkFillTime(relabelled, 'contact', start + 3_000)).toEqual({ kind: 'unverified' })
  })

  it('gives every token its own id, by which its uses are counted', () => {
    const first = checkFillTime(issueStartToken('quote', start), 'quote', start + 3_000)
    const second = checkFillTime(issueStartToken('quote', start), 'quote', start + 3_000)
    expect(first.kind === 'ok' && second.kind === 'ok' && first.tokenId !== second.tokenId).toBe(
      true,
    )
  })
})

describe('start token uses', () => {
  it('a token verifies a few posts, then no more', async () => {
    const { takeStartTokenUse } = await import('@/lib/rateLimit')
    const uses = []
    for (let post = 0; post < tokenUses + 2; post++) uses.push(await takeStartTokenUse('token-a'))
    expect(uses).toEqual([...Array(tokenUses).fill(true), false, false])
    expect(await takeStartTokenUse('token-b')).toBe(true)
  })
})

describe('reading a form post', () => {
  const post = (body: string, type: string) =>
    new Request('http://site.test/forms/contact', {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    })

  it('reads JSON and url-encoded forms', async () => {
    expect(await readFormBody(post(JSON.stringify(valid), 'application/json'))).toMatchObject({
      ok: true,
      fields: valid,
      fromHtmlForm: false,
    })
    const form = await readFormBody(
      post('name=An+na&email=a%40b.nl', 'application/x-www-form-urlencoded'),
    )
    expect(form).toMatchObject({ ok: true, fields: { name: 'An na', email: 'a@b.nl' } })
  })

  it('names the problem instead of throwing', async () => {
    expect(await readFormBody(post('{oops', 'application/json'))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    expect(await readFormBody(post('[1,2]', 'application/json'))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    expect(await readFormBody(post('x', 'text/plain'))).toEqual({
      ok: false,
      problem: 'unsupportedType',
    })
    expect(await readFormBody(post('x'.repeat(maxRequestBytes + 1), 'application/json'))).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
    expect(await readFormBody(post('garbage', 'multipart/form-data; boundary=zz'))).toEqual({
      ok: false,
      problem: 'malformed',
    })
  })

  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    )
  const postBytes = (body: Buffer, headers: Record<string, string>) =>
    new Request('http://site.test/forms/contact', {
      method: 'POST',
      body: new Uint8Array(body),
      headers,
    })
  const multipart = (partHeaders: string, value: Buffer | string) =>
    bytes(
      `--zz\r\nContent-Disposition: form-data; name="message"\r\n${partHeaders}\r\n`,
      typeof value === 'string' ? value : [...value],
      '\r\n--zz--\r\n',
    )

  it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const json = bytes('{"name":"An', [0xff, 0xfe], 'na","message":"x"}')
    expect(await readFormBody(postBytes(json, { 'content-type': 'application/json' }))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    const form = bytes('name=An', [0xc3, 0x28], 'na')
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(await readFormBody(postBytes(form, urlencoded))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    expect(await readFormBody(post('name=An%FFna', urlencoded['content-type']))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    // A lone surrogate, escaped in JSON, is no more storable than the bytes.
    expect(await readFormBody(post('{"message":"a\\ud800b"}', 'application/json'))).toEqual({
      ok: false,
      problem: 'malformed',
    })
    const part = multipart('', Buffer.from([0x41, 0xed, 0xa0, 0x80]))
    const type = { 'content-type': 'multipart/form-data; boundary=zz' }
    expect(await readFormBody(postBytes(part, type))).toEqual({ ok: false, problem: 'malformed' })
  })

  it('refuses an encoding it does not decode: on the body, in a part, or a charset', async () => {
    const json = { 'content-type': 'application/json' }
    const plain = Buffer.from(JSON.stringify(valid))
    for (const encoding of ['gzip', 'br', 'deflate', 'identity, gzip', 'x-unknown']) {
      expect(
        await readFormBody(postBytes(plain, { ...json, 'content-encoding': encoding })),
        encoding,
      ).toEqual({ ok: false, problem: 'unsupportedEncoding' })
    }
    expect(
      await readFormBody(postBytes(plain, { ...json, 'content-encoding': 'identity' })),
    ).toMatchObject({ ok: true })
    expect(
      await readFormBody(postBytes(plain, { 'content-type': 'application/json; charset=latin1' })),
    ).toEqual({ ok: false, problem: 'unsupportedEncoding' })
    expect(
      await readFormBody(postBytes(plain, { 'content-type': 'application/json; charset=UTF-8' })),
    ).toMatchObject({ ok: true })
    const type = { 'content-type': 'multipart/form-data; boundary=zz' }
    for (const header of [
      'Content-Encoding: gzip\r\n',
      'content-transfer-encoding: BASE64\r\n',
      'Content-Type: text/plain; charset=iso-8859-1\r\n',
    ]) {
      expect(await readFormBody(postBytes(multipart(header, 'aGk='), type)), header).toEqual({
        ok: false,
        problem: 'unsupportedEncoding',
      })
    }
    expect(
      await readFormBody(postBytes(multipart('Content-Transfer-Encoding: 8bit\r\n', 'hé'), type)),
    ).toMatchObject({ ok: true, fields: { message: 'hé' } })
  })

  it('turns a repeated field into a non-string, which validation refuses', async () => {
    const repeated = await readFormBody(post('name=a&name=b', 'application/x-www-form-urlencoded'))
    expect(repeated.ok && repeated.fields.name).toEqual(['a', 'b'])
  })
})
