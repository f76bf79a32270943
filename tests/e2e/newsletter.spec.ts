import { type APIRequestContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { sinkMessages, uniqueEmail, waitForMail } from './support/mail'
import { expect, test } from './support/test'

type Subscriber = { id: number; email: string; status: string; locale: string }

async function subscribers(request: APIRequestContext, email: string): Promise<Subscriber[]> {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const response = await request.get(
    `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers },
  )
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { docs: Subscriber[] }).docs
}

/** A link of the mail's text: the pages its confirm and unsubscribe links open. */
const linkIn = (text: string, page: 'bevestig' | 'afmelden') =>
  text.match(new RegExp(`https?://\\S+/nieuwsbrief/${page}\\?\\S+`))?.[0] ?? ''

/** The link as the test server serves it, whatever origin the email was written with. */
const onTestServer = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

test('double opt-in: sign up in the footer, confirm from the email, unsubscribe; opening a link changes nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('news')
  await page.goto('/en/faq')
  const footer = page.locator('footer')
  await footer.getByLabel('Email address').fill(email)
  await page.waitForTimeout(2_200)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('#newsletter-status')).toHaveText(
    'Almost done! Please confirm your sign-up with the link in the email we just sent you.',
  )
  expect((await subscribers(request, email))[0]).toMatchObject({ status: 'pending', locale: 'en' })

  const mail = await waitForMail(email)
  expect(mail.subject).toContain('Please confirm your subscription')
  const confirm = onTestServer(linkIn(mail.text, 'bevestig'))
  const unsubscribe = onTestServer(linkIn(mail.text, 'afmelden'))
  expect(confirm).toMatch(/^\/en\/nieuwsbrief\/bevestig\?id=\d+&token=/)

  // A mail scanner or link preview opens every link: nothing changes.
  for (const link of [confirm, unsubscribe]) expect((await request.get(link)).status()).toBe(200)
  expect((await subscribers(request, email))[0]?.status).toBe('pending')

  await page.goto(confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your sign-up')
  expect((await subscribers(request, email))[0]?.status).toBe('pending')
  await page.getByRole('button', { name: 'Confirm sign-up' }).click()
  await expect(page).toHaveURL(/\/en\/nieuwsbrief\/bedankt$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for signing up!')
  expect((await subscribers(request, email))[0]?.status).toBe('confirmed')

  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  )
  expect((await subscribers(request, email))[0]?.status).toBe('confirmed')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed')
  expect((await subscribers(request, email))[0]?.status).toBe('unsubscribed')
  await waitForMail(email)
  expect((await sinkMessages()).filter((m) => m.to.includes(email))).toHaveLength(1)
})

test('one-click unsubscribe (RFC 8058): a mail client posts to List-Unsubscribe; a GET of it changes nothing', async ({
  request,
}) => {
  const email = uniqueEmail('oneclick')
  await request.post('/forms/newsletter', {
    headers: { accept: 'application/json' },
    data: { email, locale: 'fr' },
  })
  const mail = await waitForMail(email)
  const oneClick = onTestServer(/<([^>]+)>/.exec(mail.listUnsubscribe ?? '')?.[1] ?? '')
  expect(oneClick).toMatch(/^\/forms\/newsletter\/unsubscribe\?id=\d+&token=/)

  const opened = await request.get(oneClick, { maxRedirects: 0 })
  expect(opened.status()).toBe(303)
  expect(opened.headers()['location']).toMatch(/^\/fr\/nieuwsbrief\/afmelden\?id=\d+&token=/)
  expect((await subscribers(request, email))[0]?.status).toBe('pending')

  const posted = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(posted.status()).toBe(200)
  expect((await subscribers(request, email))[0]?.status).toBe('unsubscribed')
})

test('signing up twice keeps one record and answers the same as a new address', async ({
  request,
}) => {
  const email = uniqueEmail('twice')
  const post = (address: string) =>
    request.post('/forms/newsletter', {
      headers: { accept: 'application/json' },
      data: { email: address, locale: 'nl' },
    })
  const first = await post(email)
  const second = await post(email.toUpperCase())
  expect(first.status()).toBe(201)
  expect(second.status()).toBe(201)
  expect(await second.json()).toEqual(await first.json())
  expect(await subscribers(request, email)).toHaveLength(1)
  await waitForMail(email)
  expect((await sinkMessages()).filter((m) => m.to.includes(email))).toHaveLength(1)
})

test('one mailbox gets one confirmation a day, however its address is spelled', async ({
  request,
}) => {
  const [local, domain] = uniqueEmail('mailbox').split('@')
  const post = (address: string) =>
    request.post('/forms/newsletter', {
      headers: { accept: 'application/json' },
      data: { email: address, locale: 'nl' },
    })
  const spellings = [
    `${local}@${domain}`,
    `${local}+nieuws@${domain}`,
    `${local?.toUpperCase()}+x@${domain}`,
  ]
  for (const spelling of spellings) expect((await post(spelling)).status()).toBe(201)
  await waitForMail(`${local}@${domain}`)
  // The outbox has had time to send the others, had they been queued.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const sent = (await sinkMessages()).filter((message) =>
    message.to.some((to) => to.toLowerCase().includes(local?.toLowerCase() ?? '-')),
  )
  expect(sent).toHaveLength(1)
})

test('a tampered link changes nothing and says the link does not work', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('tamper')
  await request.post('/forms/newsletter', {
    headers: { accept: 'application/json' },
    data: { email, locale: 'nl' },
  })
  const mail = await waitForMail(email)
  const confirm = onTestServer(linkIn(mail.text, 'bevestig'))
  await page.goto(confirm.replace(/token=[^&]+/, 'token=forged'))
  await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click()
  await expect(page).toHaveURL(/\/nieuwsbrief\/ongeldig$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet (meer)')
  // The confirm token cannot unsubscribe.
  await page.goto(confirm.replace('/bevestig?', '/afmelden?'))
  await page.getByRole('button', { name: 'Afmelden' }).click()
  await expect(page).toHaveURL(/\/nieuwsbrief\/ongeldig$/)
  expect((await subscribers(request, email))[0]?.status).toBe('pending')
})

test("a post the moment the field is filled is refused, and the form says why in the page's language", async ({
  page,
  request,
}) => {
  // The reason comes in the server's answer: the page carries only the texts it needs
  // before it posts (the form is in every footer, so in every page's RSC payload).
  await page.goto('/fr/over-ons')
  const email = uniqueEmail('hasty-news')
  const footer = page.locator('footer')
  const field = footer.getByLabel('Adresse e-mail')
  // The signed start time is issued when the form is first focused. A script posts
  // within 2 s of it; a test on a loaded machine may not, so the stamp is held until
  // just before the post (the server issues it then, unchanged), and the form's schema
  // is loaded by an empty press first: what is left between stamp and post is one key.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/forms/token?*', async (route) => {
    await released
    await route.continue()
  })
  await field.focus()
  await field.press('Enter')
  await expect(page.locator('#newsletter-status')).toContainText('pas encore été envoyé')
  await field.fill(email)
  const token = page.waitForResponse((response) => response.url().includes('/forms/token'))
  release()
  await (await token).finished()
  await field.press('Enter')
  await expect(page.locator('#newsletter-status')).toHaveText(
    'C’était très rapide. Patientez quelques secondes et renvoyez le formulaire.',
  )
  expect(await subscribers(request, email)).toHaveLength(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a bad address shows the message in the footer form; a good one the inbox page', async ({
    page,
    request,
  }) => {
    await page.goto('/fr/over-ons')
    // HTML wants a non-empty action: the page's own path, where `action=""` posted too.
    await expect(page.locator('#newsletter-form')).toHaveAttribute('action', '/fr/over-ons')
    await page.locator('footer').getByLabel('Adresse e-mail').fill('pas-une-adresse')
    await page
      .locator('footer')
      .getByRole('button', { name: /inscri/i })
      .click()
    await expect(page).toHaveURL(/\/fr\/over-ons$/)
    await expect(page.locator('#newsletter-status')).toContainText(
      'Veuillez saisir une adresse e-mail valide.',
    )
    const field = page.locator('footer').getByLabel('Adresse e-mail')
    await expect(field).toHaveValue('pas-une-adresse')
    await expect(field).toBeFocused()

    const email = uniqueEmail('nojs-news')
    await field.fill(email)
    await page
      .locator('footer')
      .getByRole('button', { name: /inscri/i })
      .click()
    await expect(page).toHaveURL(/\/fr\/nieuwsbrief\/bevestigen$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Consultez votre boîte de réception',
    )
    expect((await subscribers(request, email))[0]?.locale).toBe('fr')

    const mail = await waitForMail(email)
    await page.goto(onTestServer(linkIn(mail.text, 'bevestig')))
    await page.getByRole('button', { name: 'Confirmer l’inscription' }).click()
    await expect(page).toHaveURL(/\/fr\/nieuwsbrief\/bedankt$/)
    expect((await subscribers(request, email))[0]?.status).toBe('confirmed')
  })

  test('the form posts to the page it is on; on a filtered overview, to the overview', async ({
    page,
  }) => {
    const actions = {
      '/': '/',
      '/en': '/en',
      '/fr/faq': '/fr/faq',
      '/cases?service=ecommerce': '/cases',
      '/en/blogs?category=branding': '/en/blogs',
    }
    for (const [path, action] of Object.entries(actions)) {
      await page.goto(path)
      await expect(page.locator('#newsletter-form'), path).toHaveAttribute('action', action)
    }
    await page.locator('footer').getByLabel('Email address').fill('not-an-address')
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/en\/blogs$/)
    await expect(page.locator('#newsletter-status')).toContainText('valid email address')
    await expect(page.locator('footer').getByLabel('Email address')).toHaveValue('not-an-address')
  })
})
