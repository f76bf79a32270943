'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import type { ChatbotContent } from '@/lib/chatbot/content'
import {
  contactHref,
  initialState,
  sendResult,
  submission,
  transition,
  type ChatEvent,
  type ChatState,
} from '@/lib/chatbot/machine'
import type { ChatbotTexts } from '@/lib/chatbot/texts'
import { fieldLimits } from '@/lib/forms/fields'
import { postForm } from '@/lib/forms/postForm'
import type { Locale } from '@/lib/i18n/locales'

import { visitSourceFields } from '@/components/forms/visitSource'

import { ChatLog } from './ChatLog'
import { focusPrimary } from './focus'
import { NextSteps } from './NextSteps'

type Props = {
  locale: Locale
  content: ChatbotContent
  texts: ChatbotTexts
  startToken: () => Promise<string>
}

/** Sent again when the answer was lost (src/lib/forms/postForm.ts). */
async function postQuote(body: Record<string, unknown>): Promise<ChatEvent> {
  return sendResult(await postForm('/forms/quote', body))
}

/**
 * Renders the state machine of src/lib/chatbot/machine.ts: the conversation in a live
 * log, and below it the one control the current step asks for. Answers and clicks
 * become events; entering `sending` posts the answers, and the answer becomes the
 * next event.
 */
export function Conversation({ locale, content, texts, startToken }: Props) {
  const [state, setState] = useState(() => initialState(content))
  const current = useRef<ChatState>(state)
  const controls = useRef<HTMLDivElement>(null)
  // Counts refused answers, so a repeated error is announced again.
  const [attempts, setAttempts] = useState(0)

  function dispatch(event: ChatEvent) {
    const before = current.current
    const next = transition(before, event, content)
    if (next === before) return
    current.current = next
    setState(next)
    if (next.step === 'sending') void send(next)
  }

  async function send(sending: ChatState) {
    const answers = submission(sending)
    const result: ChatEvent = answers
      ? await postQuote({
          ...visitSourceFields(),
          ...answers,
          locale,
          page: window.location.pathname,
          startedAt: await startToken(),
        })
      : { type: 'failed', reason: 'malformed' }
    // A start over while sending leaves this answer to a state that ignores it.
    dispatch(result)
  }

  function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('answer')
    setAttempts((count) => count + 1)
    dispatch({ type: 'answer', value: typeof value === 'string' ? value : '' })
  }

  const startOver = () => dispatch({ type: 'startOver' })

  // Each step's control takes focus, so keyboard and screen-reader users continue there.
  useEffect(() => focusPrimary(controls.current), [state.step])

  return (
    <>
      <ChatLog messages={state.messages} texts={texts} />
      <div ref={controls} className="border-t border-line px-5 py-4">
        {state.step === 'email' || state.step === 'details' || state.step === 'location' ? (
          <TypedAnswer
            key={state.step}
            step={state.step}
            state={state}
            content={content}
            texts={texts}
            attempts={attempts}
            onSubmit={answer}
          />
        ) : state.step === 'goal' || state.step === 'service' ? (
          <fieldset key={state.step}>
            <legend className="sr-only">{content.questions[state.step]}</legend>
            <div className="flex flex-wrap gap-2">
              {(state.step === 'goal' ? content.goals : content.services).map((option, index) => (
                <button
                  key={option.key}
                  type="button"
                  className="button-outline text-left text-sm"
                  data-autofocus={index === 0 ? true : undefined}
                  onClick={() => dispatch({ type: 'choose', key: option.key })}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </fieldset>
        ) : state.step === 'sending' ? (
          <p role="status" tabIndex={-1} data-autofocus className="font-semibold">
            {texts.sending}
          </p>
        ) : state.step === 'failed' ? (
          <div className="grid gap-3">
            <p role="alert" className="form-status">
              {texts.errors[state.failure ?? 'failed']}
            </p>
            <NextSteps startOver={content.nextSteps.startOver} onStartOver={startOver}>
              <button
                type="button"
                className="button"
                data-autofocus
                onClick={() => dispatch({ type: 'retry' })}
              >
                {texts.retry}
              </button>
            </NextSteps>
          </div>
        ) : (
          <section aria-labelledby="chatbot-next-steps">
            <h3 id="chatbot-next-steps" className="font-semibold">
              {content.nextSteps.heading}
            </h3>
            <NextSteps
              className="mt-3"
              startOver={content.nextSteps.startOver}
              onStartOver={startOver}
            >
              <a className="button" href={contactHref(state.answers.goal, locale)} data-autofocus>
                {content.nextSteps.contact}
              </a>
            </NextSteps>
          </section>
        )}
      </div>
    </>
  )
}

type TypedStep = 'email' | 'details' | 'location'

function TypedAnswer({
  step,
  state,
  content,
  texts,
  attempts,
  onSubmit,
}: {
  step: TypedStep
  state: ChatState
  content: ChatbotContent
  texts: ChatbotTexts
  attempts: number
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  const error = state.error ? texts.errors[state.error] : undefined
  const field = {
    id: 'chatbot-answer',
    name: 'answer',
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': 'chatbot-answer-error',
    'data-autofocus': true,
  } as const
  return (
    <form onSubmit={onSubmit} noValidate className="field">
      <label htmlFor="chatbot-answer">
        {texts.labels[step]}
        {step === 'email' && content.emailRequired ? (
          <>
            {' '}
            <span className="field-required">({content.emailRequired})</span>
          </>
        ) : null}
      </label>
      <div className="flex items-end gap-2">
        {step === 'details' ? (
          <textarea
            {...field}
            rows={3}
            maxLength={fieldLimits.details}
            className="min-w-0 flex-1"
          />
        ) : (
          <input
            {...field}
            type={step === 'email' ? 'email' : 'text'}
            autoComplete={step === 'email' ? 'email' : 'address-level2'}
            spellCheck={step === 'email' ? false : undefined}
            maxLength={fieldLimits[step]}
            className="min-w-0 flex-1"
          />
        )}
        <button type="submit" className="button shrink-0">
          {texts.send}
        </button>
      </div>
      <p key={attempts} id="chatbot-answer-error" role="alert" className="field-error">
        {error}
      </p>
    </form>
  )
}
