import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { toChatbotContent, type ChatbotContent } from '@/lib/chatbot/content'
import {
  contactHref,
  initialState,
  sendResult,
  submission,
  transition,
  type ChatEvent,
  type ChatState,
} from '@/lib/chatbot/machine'
import type { Locale } from '@/lib/i18n/locales'
import type { Chatbot } from '@/payload-types'
import { localize } from '@/seed/localize'

const seed: unknown = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../content/seed/globals/chatbot.json'), 'utf8'),
)
/** The seeded chatbot global as the dialog receives it, per language. */
const contentIn = (locale: Locale) =>
  toChatbotContent({ id: 1, ...(localize(seed, locale) as object) } as Chatbot)
const nl = contentIn('nl')

const texts = (state: ChatState) =>
  state.messages.map((message) =>
    message.kind === 'text'
      ? `${message.from}: ${message.text}`
      : `recommendation: ${message.title}`,
  )

function run(events: ChatEvent[], content: ChatbotContent = nl, from = initialState(content)) {
  return events.reduce((state, event) => transition(state, event, content), from)
}

const toLocation: ChatEvent[] = [
  { type: 'answer', value: 'jan@bedrijf.nl' },
  { type: 'choose', key: 'quote' },
  { type: 'choose', key: 'ecom' },
  { type: 'answer', value: 'Een nieuwe webshop voor 300 producten.' },
]
const toSending: ChatEvent[] = [...toLocation, { type: 'answer', value: 'Utrecht' }]

describe('chatbot content', () => {
  it('keeps the four goals and four services with their recommendation and FAQs', () => {
    expect(nl.goals.map(({ key }) => key)).toEqual(['quote', 'demo', 'support', 'other'])
    expect(nl.services.map(({ key }) => key)).toEqual(['ai', 'ecom', 'dev', 'websoft'])
    for (const service of nl.services) {
      expect(service.recommendation.title).not.toBe('')
      expect(service.recommendation.description).not.toBe('')
      expect(service.faqs.length).toBeGreaterThan(0)
    }
    expect(nl.emailRequired).toBe('Vereist')
  })

  it('leaves out Payload ids, empty values, unknown keys and options without a label', () => {
    const content = toChatbotContent({
      id: 1,
      welcome: null,
      answerOptions: [
        { key: 'quote', label: 'Offerte', id: 'a' },
        { key: 'demo', label: '  ', id: 'b' },
        { key: 'nonsense' as 'quote', label: 'Nope', id: 'c' },
      ],
      serviceChoices: [
        { key: 'ai', label: 'AI', faqs: [{ question: 'Q?', answer: null, id: 'd' }], id: 'e' },
      ],
    })
    expect(content.welcome).toBe('')
    expect(content.goals).toEqual([{ key: 'quote', label: 'Offerte' }])
    expect(content.services).toEqual([
      { key: 'ai', label: 'AI', recommendation: { title: '', description: '' }, faqs: [] },
    ])
    expect(content.questions).toEqual({ goal: '', service: '', details: '', location: '' })
  })
})

describe('chatbot flow, transition by transition', () => {
  it('opens with the welcome, then asks the business email', () => {
    const state = initialState(nl)
    expect(state.step).toBe('email')
    expect(texts(state)).toEqual([`assistant: ${nl.welcome}`, `assistant: ${nl.emailPrompt}`])
    expect(state.answers).toEqual({})
    expect(state.error).toBeNull()
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['jan', 'email'],
    ['jan@', 'email'],
    ['jan@bedrijf', 'email'],
    ['jan bedrijf.nl', 'email'],
    ['@bedrijf.nl', 'email'],
  ])('refuses the email %j (%s) and stays on the question', (value, error) => {
    const start = initialState(nl)
    const state = transition(start, { type: 'answer', value }, nl)
    expect(state.step).toBe('email')
    expect(state.error).toBe(error)
    expect(state.messages).toBe(start.messages)
    expect(state.answers).toEqual({})
  })

  it('accepts a valid email (trimmed), confirms it and asks the goal', () => {
    const refused = transition(initialState(nl), { type: 'answer', value: 'jan@' }, nl)
    const state = transition(refused, { type: 'answer', value: '  jan@bedrijf.nl ' }, nl)
    expect(state.step).toBe('goal')
    expect(state.error).toBeNull()
    expect(state.answers).toEqual({ email: 'jan@bedrijf.nl' })
    expect(texts(state).slice(2)).toEqual([
      'visitor: jan@bedrijf.nl',
      `assistant: ${nl.emailConfirmed}`,
      `assistant: ${nl.questions.goal}`,
    ])
  })

  it('takes the goal from the content options and asks the service', () => {
    const atGoal = run(toLocation.slice(0, 1))
    expect(transition(atGoal, { type: 'choose', key: 'holiday' }, nl)).toBe(atGoal)
    const state = transition(atGoal, { type: 'choose', key: 'demo' }, nl)
    expect(state.step).toBe('service')
    expect(state.answers.goal).toBe('demo')
    expect(texts(state).slice(-2)).toEqual([
      `visitor: ${nl.goals[1]?.label}`,
      `assistant: ${nl.questions.service}`,
    ])
  })

  it('takes the service and asks for details', () => {
    const atService = run(toLocation.slice(0, 2))
    expect(transition(atService, { type: 'choose', key: 'quote' }, nl)).toBe(atService)
    const state = transition(atService, { type: 'choose', key: 'websoft' }, nl)
    expect(state.step).toBe('details')
    expect(state.answers.service).toBe('websoft')
    expect(texts(state).slice(-2)).toEqual([
      `visitor: ${nl.services[3]?.label}`,
      `assistant: ${nl.questions.details}`,
    ])
  })

  it('requires details (not blank, not too long), then asks the location', () => {
    const atDetails = run(toLocation.slice(0, 3))
    expect(transition(atDetails, { type: 'answer', value: ' ' }, nl).error).toBe('required')
    const long = transition(atDetails, { type: 'answer', value: 'x'.repeat(2001) }, nl)
    expect([long.step, long.error]).toEqual(['details', 'tooLong'])
    const state = transition(atDetails, { type: 'answer', value: 'Twee regels\ntekst' }, nl)
    expect(state.step).toBe('location')
    expect(texts(state).slice(-2)).toEqual([
      'visitor: Twee regels\ntekst',
      `assistant: ${nl.questions.location}`,
    ])
  })

  it('requires the location, then sends the complete answers', () => {
    const atLocation = run(toLocation)
    expect(submission(atLocation)).toBeNull()
    const refused = transition(atLocation, { type: 'answer', value: '' }, nl)
    expect([refused.step, refused.error]).toEqual(['location', 'required'])
    const state = transition(refused, { type: 'answer', value: 'Utrecht' }, nl)
    expect(state.step).toBe('sending')
    expect(texts(state).at(-1)).toBe('visitor: Utrecht')
    expect(submission(state)).toEqual({
      email: 'jan@bedrijf.nl',
      goal: 'quote',
      service: 'ecom',
      details: 'Een nieuwe webshop voor 300 producten.',
      location: 'Utrecht',
    })
  })

  it('once stored, recommends the chosen service with its FAQs and thanks the visitor', () => {
    const state = run([...toSending, { type: 'sent' }])
    const ecom = nl.services.find(({ key }) => key === 'ecom')
    expect(state.step).toBe('done')
    const [recommendation, thanks] = state.messages.slice(-2)
    expect(recommendation).toMatchObject({
      from: 'assistant',
      kind: 'recommendation',
      title: ecom?.recommendation.title,
      description: ecom?.recommendation.description,
      faqs: ecom?.faqs,
    })
    expect(thanks).toMatchObject({ from: 'assistant', kind: 'text', text: nl.thankYou })
  })

  it('thanks without a recommendation when the content no longer has the service', () => {
    const sending = run(toSending)
    const state = transition(sending, { type: 'sent' }, { ...nl, services: [] })
    expect(texts(state).at(-1)).toBe(`assistant: ${nl.thankYou}`)
    expect(state.messages.some((message) => message.kind === 'recommendation')).toBe(false)
  })

  it('shows why sending failed and sends again on retry', () => {
    const failed = run([...toSending, { type: 'failed', reason: 'rateLimited' }])
    expect([failed.step, failed.failure]).toEqual(['failed', 'rateLimited'])
    expect(failed.messages).toHaveLength(run(toSending).messages.length)
    const retried = transition(failed, { type: 'retry' }, nl)
    expect([retried.step, retried.failure]).toEqual(['sending', null])
    expect(submission(retried)).not.toBeNull()
    expect(transition(retried, { type: 'sent' }, nl).step).toBe('done')
  })

  it('starts over from the end: back to the welcome, answers forgotten, message ids unique', () => {
    const done = run([...toSending, { type: 'sent' }])
    const state = transition(done, { type: 'startOver' }, nl)
    expect(state.step).toBe('email')
    expect(state.answers).toEqual({})
    expect(texts(state)).toEqual(texts(initialState(nl)))
    expect(Math.min(...state.messages.map(({ id }) => id))).toBeGreaterThan(
      Math.max(...done.messages.map(({ id }) => id)),
    )
  })

  it('starts over from any step, also after a failure', () => {
    for (const events of [
      toLocation.slice(0, 2),
      [...toSending, { type: 'failed', reason: 'failed' }],
    ]) {
      const state = run([...(events as ChatEvent[]), { type: 'startOver' }])
      expect(state.step).toBe('email')
      expect(texts(state)).toEqual(texts(initialState(nl)))
    }
  })

  it('ignores events that do not fit the step', () => {
    const atEmail = initialState(nl)
    const atGoal = run(toLocation.slice(0, 1))
    const sending = run(toSending)
    const done = run([...toSending, { type: 'sent' }])
    const ignored: [ChatState, ChatEvent][] = [
      [atEmail, { type: 'choose', key: 'quote' }],
      [atEmail, { type: 'sent' }],
      [atEmail, { type: 'retry' }],
      [atGoal, { type: 'answer', value: 'jan@bedrijf.nl' }],
      [atGoal, { type: 'failed', reason: 'failed' }],
      [sending, { type: 'answer', value: 'Amsterdam' }],
      [sending, { type: 'retry' }],
      [done, { type: 'sent' }],
      [done, { type: 'answer', value: 'nog iets' }],
    ]
    for (const [state, event] of ignored)
      expect(transition(state, event, nl), event.type).toBe(state)
  })

  it('speaks the visitor’s language: the whole flow in English and French', () => {
    for (const locale of ['en', 'fr'] as const) {
      const content = contentIn(locale)
      const state = run([...toSending, { type: 'sent' }], content)
      expect(texts(state)).toContain(`assistant: ${content.welcome}`)
      expect(texts(state)).toContain(`visitor: ${content.goals[0]?.label}`)
      expect(texts(state)).toContain(`recommendation: ${content.services[1]?.recommendation.title}`)
      expect(texts(state).at(-1)).toBe(`assistant: ${content.thankYou}`)
      expect(content.welcome).not.toBe(nl.welcome)
    }
  })
})

describe('chatbot side effects and next steps', () => {
  it('turns the server’s answer into the next event', () => {
    expect(sendResult({ kind: 'success' })).toEqual({ type: 'sent' })
    expect(sendResult({ kind: 'refused', reason: 'tooFast' })).toEqual({
      type: 'failed',
      reason: 'tooFast',
    })
    expect(sendResult({ kind: 'refused', reason: 'rateLimited', retryAfter: 60 })).toEqual({
      type: 'failed',
      reason: 'rateLimited',
    })
    expect(sendResult({ kind: 'refused', reason: 'tooLarge' })).toEqual({
      type: 'failed',
      reason: 'malformed',
    })
    expect(sendResult({ kind: 'invalid', errors: { email: 'email' } })).toEqual({
      type: 'failed',
      reason: 'malformed',
    })
    expect(sendResult({ kind: 'failed' })).toEqual({ type: 'failed', reason: 'failed' })
  })

  it('links "to contact" to the contact form of the visitor’s language with a fitting subject', () => {
    expect(contactHref('quote', 'nl')).toBe('/contact?subject=new-project')
    expect(contactHref('demo', 'en')).toBe('/en/contact?subject=new-project')
    expect(contactHref('support', 'fr')).toBe('/fr/contact?subject=existing-project')
    expect(contactHref('other', 'nl')).toBe('/contact?subject=general')
    expect(contactHref(undefined, 'en')).toBe('/en/contact?subject=general')
  })
})
