import type { ContactSubject } from '@/lib/forms/contact'
import { fieldErrors, type FieldError } from '@/lib/forms/fields'
import { refusalMessage, type FormOutcome } from '@/lib/forms/outcome'
import { quoteSchema, type QuoteInput } from '@/lib/forms/quote'
import { localizePath, type Locale } from '@/lib/i18n/locales'

import type { ChatbotContent, ChatbotFaq } from './content'
import type { ChatbotGoal } from './keys'

/*
 * The quote assistant's conversation (spec §4) as a pure state machine: no React, no
 * fetch. The dialog renders a state and turns clicks and answers into events; the one
 * side effect, posting the answers, happens while the state is `sending`, and its
 * result comes back as an event.
 *
 *   email ──answer──▶ goal ──choose──▶ service ──choose──▶ details ──answer──▶ location
 *     ▲                                                                          │ answer
 *     │ startOver (from any step)                                                ▼
 *     └──────────── done ◀──sent── sending ◀──retry── failed ◀──failed── sending
 *
 * The welcome and the email question open the conversation; a refused answer stays on
 * its step with an error; events that do not fit the step change nothing.
 */

export type Step =
  'email' | 'goal' | 'service' | 'details' | 'location' | 'sending' | 'failed' | 'done'

/** Steps the visitor answers by typing, with the schema field that checks the answer. */
const typedSteps = ['email', 'details', 'location'] as const
type TypedStep = (typeof typedSteps)[number]

/** Why posting the answers did not work; the dialog shows the shared form texts for each. */
export type SendFailure = ReturnType<typeof refusalMessage> | 'failed'

type TextMessage = { from: 'assistant' | 'visitor'; kind: 'text'; text: string }
/** The recommended service for the chosen service key, with its FAQs. */
type RecommendationMessage = {
  from: 'assistant'
  kind: 'recommendation'
  title: string
  description: string
  faqs: ChatbotFaq[]
}
type NewMessage = TextMessage | RecommendationMessage
export type ChatMessage = NewMessage & { id: number }

export type Answers = Partial<QuoteInput>

export type ChatState = {
  step: Step
  answers: Answers
  /** The conversation so far, oldest first; ids keep counting across a start over. */
  messages: ChatMessage[]
  nextId: number
  /** Why the last typed answer was refused (shared form error codes). */
  error: FieldError | null
  /** Why the last post failed (only in `failed`). */
  failure: SendFailure | null
}

export type ChatEvent =
  | { type: 'answer'; value: string }
  | { type: 'choose'; key: string }
  | { type: 'sent' }
  | { type: 'failed'; reason: SendFailure }
  | { type: 'retry' }
  | { type: 'startOver' }

const say = (text: string): NewMessage => ({ from: 'assistant', kind: 'text', text })
const echo = (text: string): NewMessage => ({ from: 'visitor', kind: 'text', text })

function withMessages(
  state: ChatState,
  added: NewMessage[],
  changes: Partial<ChatState>,
): ChatState {
  const messages = added
    .filter((message) => message.kind !== 'text' || message.text !== '')
    .map((message, index): ChatMessage => ({ ...message, id: state.nextId + index }))
  return {
    ...state,
    error: null,
    failure: null,
    ...changes,
    messages: [...state.messages, ...messages],
    nextId: state.nextId + messages.length,
  }
}

/** The start of the conversation: the welcome, then the email question. */
export function initialState(content: ChatbotContent, nextId = 0): ChatState {
  const empty: ChatState = {
    step: 'email',
    answers: {},
    messages: [],
    nextId,
    error: null,
    failure: null,
  }
  return withMessages(empty, [say(content.welcome), say(content.emailPrompt)], {})
}

/** Checks one typed answer with its field of the shared quote schema (trimmed when valid). */
function check(step: TypedStep, value: string): { value: string } | { error: FieldError } {
  const mask: { [K in TypedStep]?: true } = { [step]: true }
  const result = quoteSchema.pick(mask).safeParse({ [step]: value })
  if (!result.success) return { error: fieldErrors(result.error)[step] ?? 'required' }
  return { value: (result.data as Record<string, string>)[step] ?? value }
}

function answerTyped(state: ChatState, step: TypedStep, raw: string, content: ChatbotContent) {
  const result = check(step, raw)
  if ('error' in result) return { ...state, error: result.error }
  const answers = { ...state.answers, [step]: result.value }
  if (step === 'email') {
    return withMessages(
      state,
      [echo(result.value), say(content.emailConfirmed), say(content.questions.goal)],
      { step: 'goal', answers },
    )
  }
  if (step === 'details') {
    return withMessages(state, [echo(result.value), say(content.questions.location)], {
      step: 'location',
      answers,
    })
  }
  return withMessages(state, [echo(result.value)], { step: 'sending', answers })
}

function choose(state: ChatState, key: string, content: ChatbotContent): ChatState {
  if (state.step === 'goal') {
    const goal = content.goals.find((option) => option.key === key)
    if (!goal) return state
    return withMessages(state, [echo(goal.label), say(content.questions.service)], {
      step: 'service',
      answers: { ...state.answers, goal: goal.key },
    })
  }
  const service = content.services.find((choice) => choice.key === key)
  if (!service) return state
  return withMessages(state, [echo(service.label), say(content.questions.details)], {
    step: 'details',
    answers: { ...state.answers, service: service.key },
  })
}

function finish(state: ChatState, content: ChatbotContent): ChatState {
  const service = content.services.find((choice) => choice.key === state.answers.service)
  const recommendation: NewMessage[] = service
    ? [{ from: 'assistant', kind: 'recommendation', ...service.recommendation, faqs: service.faqs }]
    : []
  return withMessages(state, [...recommendation, say(content.thankYou)], { step: 'done' })
}

/** The next state; the same object when the event does not apply to the current step. */
export function transition(state: ChatState, event: ChatEvent, content: ChatbotContent): ChatState {
  switch (event.type) {
    case 'startOver':
      return initialState(content, state.nextId)
    case 'answer':
      return (typedSteps as readonly Step[]).includes(state.step)
        ? answerTyped(state, state.step as TypedStep, event.value, content)
        : state
    case 'choose':
      return state.step === 'goal' || state.step === 'service'
        ? choose(state, event.key, content)
        : state
    case 'sent':
      return state.step === 'sending' ? finish(state, content) : state
    case 'failed':
      return state.step === 'sending'
        ? { ...state, step: 'failed', failure: event.reason, error: null }
        : state
    case 'retry':
      return state.step === 'failed' ? { ...state, step: 'sending', failure: null } : state
  }
}

/** The answers to post, complete and checked, while the state is `sending`; otherwise null. */
export function submission(state: ChatState): QuoteInput | null {
  if (state.step !== 'sending') return null
  const parsed = quoteSchema.safeParse(state.answers)
  return parsed.success ? parsed.data : null
}

/** The event a server answer to the post becomes (`POST /forms/quote`, see src/lib/forms/outcome.ts). */
export function sendResult(outcome: FormOutcome): ChatEvent {
  switch (outcome.kind) {
    case 'success':
      return { type: 'sent' }
    case 'refused':
      return { type: 'failed', reason: refusalMessage(outcome.reason) }
    // The answers passed the same schema before they were sent: a refusal means a stale page.
    case 'invalid':
      return { type: 'failed', reason: 'malformed' }
    default:
      return { type: 'failed', reason: 'failed' }
  }
}

/** Which contact form subject a goal pre-selects (spec §3 subjects). */
export const contactSubjectFor: Record<ChatbotGoal, ContactSubject> = {
  quote: 'new-project',
  demo: 'new-project',
  support: 'existing-project',
  other: 'general',
}

/** The "to contact" next step: the contact page of the visitor's language, subject chosen. */
export function contactHref(goal: ChatbotGoal | undefined, locale: Locale): string {
  const subject = contactSubjectFor[goal ?? 'other']
  return localizePath(`/contact?subject=${subject}`, locale)
}
