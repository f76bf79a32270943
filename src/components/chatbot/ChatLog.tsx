'use client'

import { useEffect, useRef } from 'react'

import type { ChatMessage } from '@/lib/chatbot/machine'
import type { ChatbotTexts } from '@/lib/chatbot/texts'

const bubble = 'max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-line break-words'

/**
 * The conversation as a live log: screen readers announce each message as it is
 * added. Each message names its speaker for them; the log is a tab stop so keyboard
 * users can scroll back through it.
 */
export function ChatLog({ messages, texts }: { messages: ChatMessage[]; texts: ChatbotTexts }) {
  const log = useRef<HTMLDivElement>(null)
  const shown = useRef<number | null>(null)

  // Brings the first new message into view (instantly: no scroll animation).
  useEffect(() => {
    const element = log.current
    const firstNew = messages.find(
      (message) => shown.current === null || message.id > shown.current,
    )
    shown.current = messages.at(-1)?.id ?? null
    if (!element || !firstNew) return
    const target = element.querySelector<HTMLElement>(`[data-message="${firstNew.id}"]`)
    const bottom = element.scrollHeight - element.clientHeight
    element.scrollTop = Math.min(bottom, (target?.offsetTop ?? bottom) - 16)
  }, [messages])

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={texts.log}
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto px-5 py-4"
    >
      <ol className="grid gap-3">
        {messages.map((message) =>
          message.kind === 'recommendation' ? (
            <li
              key={message.id}
              data-message={message.id}
              className="rounded-2xl border border-line bg-mist px-4 py-3"
            >
              <span className="sr-only">{texts.assistant}: </span>
              <p className="eyebrow">{texts.recommendation}</p>
              <h3 className="mt-1 text-lg font-bold">{message.title}</h3>
              <p className="mt-1">{message.description}</p>
              {message.faqs.length > 0 ? (
                <>
                  <h4 className="mt-4 font-bold">{texts.faqs}</h4>
                  <dl className="mt-2 grid gap-3 text-sm">
                    {message.faqs.map((faq) => (
                      <div key={faq.question}>
                        <dt className="font-semibold">{faq.question}</dt>
                        <dd>{faq.answer}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : null}
            </li>
          ) : message.from === 'assistant' ? (
            <li
              key={message.id}
              data-message={message.id}
              className={`${bubble} justify-self-start rounded-bl-sm bg-mist`}
            >
              <span className="sr-only">{texts.assistant}: </span>
              {message.text}
            </li>
          ) : (
            <li
              key={message.id}
              data-message={message.id}
              className={`${bubble} justify-self-end rounded-br-sm bg-brand text-white`}
            >
              <span className="sr-only">{texts.visitor}: </span>
              {message.text}
            </li>
          ),
        )}
      </ol>
    </div>
  )
}
