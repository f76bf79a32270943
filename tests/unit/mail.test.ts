import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/leads/csv'
import { leadNotification, newsletterConfirmation } from '@/lib/mail/templates'
import { mailTransport, smtpUrl } from '@/lib/mail/transport'
import type { Lead, NewsletterSubscriber } from '@/payload-types'

const lead = {
  id: 7,
  name: 'Eve <img src=x onerror=alert(1)>',
  email: 'eve@example.com',
  subject: 'partnership',
  message: '<script>alert("x")</script>\nTweede regel',
  locale: 'fr',
  page: '/fr/contact',
  review: true,
} as unknown as Lead

describe('email templates', () => {
  it('escape everything a visitor typed in the HTML part', () => {
    const mail = leadNotification(
      lead,
      'team@vonk.test',
      'https://site.test/admin/collections/leads/7',
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Tweede regel')
    expect(mail.text).toContain('<script>alert("x")</script>') // plain text is shown as text
    expect(mail.replyTo).toBe('eve@example.com')
    expect(mail.subject).toContain('Samenwerking of mediaverzoek') // staff read Dutch
  })

  it('write the newsletter confirmation in the subscriber language, with an unsubscribe link', () => {
    const subscriber = { id: 3, email: 'jean@example.fr', locale: 'fr' } as NewsletterSubscriber
    const mail = newsletterConfirmation(
      subscriber,
      {
        confirm: 'https://site.test/c?a=1&b=2',
        unsubscribe: 'https://site.test/u',
        oneClick: 'https://site.test/one-click',
      },
      'Vonk Digital',
    )
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter de Vonk Digital')
    expect(mail.html).toContain('href="https://site.test/c?a=1&amp;b=2"')
    // Mail clients post to the one-click URL; people open the page with the button.
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://site.test/one-click>')
    expect(mail.text).toContain('https://site.test/u')
  })
})

describe('newsletter links', () => {
  it('open pages in the subscriber language; only the one-click URL goes to the handler', async () => {
    process.env.SITE_URL = 'https://www.vonk.test'
    const { newsletterLinks } = await import('@/lib/newsletter/tokens')
    const links = newsletterLinks({ id: 7, email: 'jean@example.fr', locale: 'fr' })
    expect(links.confirm).toMatch(
      /^https:\/\/www\.vonk\.test\/fr\/nieuwsbrief\/bevestig\?id=7&token=/,
    )
    expect(links.unsubscribe).toMatch(
      /^https:\/\/www\.vonk\.test\/fr\/nieuwsbrief\/afmelden\?id=7&token=/,
    )
    expect(links.oneClick).toMatch(
      /^https:\/\/www\.vonk\.test\/forms\/newsletter\/unsubscribe\?id=7&token=/,
    )
    const dutch = newsletterLinks({ id: 7, email: 'jan@example.nl', locale: 'nl' })
    expect(new URL(dutch.confirm).pathname).toBe('/nieuwsbrief/bevestig')
  })
})

describe('mail transport', () => {
  it('builds an SMTP URL from host, port and credentials', () => {
    expect(smtpUrl({ SMTP_HOST: 'mail.test', SMTP_USER: 'a@b', SMTP_PASS: 'p:w' })).toBe(
      'smtp://a%40b:p%3Aw@mail.test:587',
    )
    expect(smtpUrl({ SMTP_HOST: 'mail.test', SMTP_PORT: '465' })).toBe('smtps://mail.test:465')
    expect(smtpUrl({})).toBeUndefined()
  })

  it('without SMTP writes each email to the outbox folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vonk-outbox-'))
    process.env.MAIL_OUTBOX_DIR = dir
    delete process.env.SMTP_URL
    delete process.env.SMTP_HOST
    await mailTransport().sendMail({
      from: 'site@vonk.test',
      to: 'a@b.test',
      subject: 'Hallo',
      text: 'Body',
    })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(readFileSync(path.join(dir, files[0] ?? ''), 'utf8')).toContain('Subject: Hallo')
  })
})

describe('CSV export', () => {
  it('quotes fields and defuses formulas', () => {
    const csv = toCsv(['name', 'message'], [{ name: '=1+1', message: 'a, "b"\nc' }, { name: null }])
    expect(csv).toBe('\uFEFFname,message\r\n\'=1+1,"a, ""b""\nc"\r\n,\r\n')
  })
})
