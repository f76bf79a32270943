'use client'

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'

import type { ChatbotContent } from '@/lib/chatbot/content'
import type { ChatbotShellTexts, ChatbotTexts } from '@/lib/chatbot/texts'
import type { Locale } from '@/lib/i18n/locales'

import { Conversation } from './Conversation'
import { focusPrimary, trapTab } from './focus'

export type ChatbotDialogProps = {
  locale: Locale
  texts: ChatbotShellTexts
  open: boolean
  onClose: () => void
}

type Loaded = { content: ChatbotContent; texts: ChatbotTexts }
type Load = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & Loaded)

/** The prerendered content of one language (src/app/forms/chatbot/[locale]/route.ts). */
async function loadConversation(locale: Locale): Promise<Loaded> {
  const response = await fetch(`/forms/chatbot/${locale}`)
  if (!response.ok) throw new Error(`chatbot content: ${response.status}`)
  return (await response.json()) as Loaded
}

/** A signed "started now" stamp for the post (spec: bots that answer at once are refused). */
async function loadStartToken(): Promise<string> {
  try {
    const response = await fetch('/forms/token?form=quote', { cache: 'no-store' })
    return ((await response.json()) as { token: string }).token
  } catch {
    return '' // without a token the request is accepted and flagged for review
  }
}

/**
 * The quote assistant's modal dialog: a native `<dialog>` opened with `showModal()`,
 * so the page behind it is inert and Escape closes it; Tab and Shift+Tab cycle
 * within it, and closing hands focus back to the opener. Loads its content and a
 * start token when first opened.
 */
export function ChatbotDialog({ locale, texts, open, onClose }: ChatbotDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const startToken = useRef<Promise<string> | null>(null)
  const [load, setLoad] = useState<Load>({ status: 'loading' })

  const fetchContent = useCallback(() => {
    loadConversation(locale).then(
      (loaded) => setLoad({ status: 'ready', ...loaded }),
      () => setLoad({ status: 'failed' }),
    )
  }, [locale])

  function retry() {
    setLoad({ status: 'loading' })
    fetchContent()
  }

  useEffect(() => {
    startToken.current = loadStartToken()
    fetchContent()
  }, [fetchContent])

  // "Try again" after a failed load takes focus, like each step's control does.
  useEffect(() => {
    if (load.status === 'failed' && dialog.current?.open) focusPrimary(dialog.current)
  }, [load.status])

  // Before the children's effects, so they can move focus inside the open dialog.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      focusPrimary(element)
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="chatbot-title"
      onClose={onClose}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => trapTab(event)}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-white p-0 text-ink open:flex backdrop:bg-[rgb(13_27_42/0.6)] sm:m-auto sm:h-[min(46rem,calc(100dvh-2rem))] sm:w-[min(34rem,calc(100vw-2rem))] sm:rounded-2xl sm:shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <h2 id="chatbot-title" className="text-lg font-bold">
          {texts.title}
        </h2>
        <button
          type="button"
          className="button-outline px-4 py-1.5 text-sm"
          onClick={() => dialog.current?.close()}
        >
          {texts.close}
        </button>
      </div>
      {load.status === 'ready' ? (
        <Conversation
          locale={locale}
          content={load.content}
          texts={load.texts}
          startToken={() => startToken.current ?? Promise.resolve('')}
        />
      ) : load.status === 'loading' ? (
        <p role="status" className="px-5 py-8 text-center text-muted">
          {texts.loading}
        </p>
      ) : (
        <div role="alert" className="grid justify-items-center gap-4 px-5 py-8 text-center">
          <p className="font-semibold">{texts.error}</p>
          <button type="button" className="button" onClick={retry} data-autofocus>
            {texts.retry}
          </button>
        </div>
      )}
    </dialog>
  )
}
