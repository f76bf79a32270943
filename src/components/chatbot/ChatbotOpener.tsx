'use client'

import { useRef, useState, useSyncExternalStore, type ComponentType } from 'react'

import type { ChatbotShellTexts } from '@/lib/chatbot/texts'
import type { Locale } from '@/lib/i18n/locales'

import type { ChatbotDialogProps } from './ChatbotDialog'

const subscribeNever = () => () => undefined

/**
 * The "Offerte-assistent" button of every page. Only this ships with the page: the
 * dialog, the conversation logic and its content load when the button is first used,
 * and stay mounted afterwards, so closing and reopening keeps the conversation.
 *
 * It floats at the bottom right while the page content scrolls under it, and comes to
 * rest between the main content and the footer (mounted there in the layout), so it
 * covers neither at the end of a page. Says "Laden..." while the dialog's code
 * loads. Without JavaScript it is not shown: it would do nothing.
 */
export function ChatbotOpener({ locale, texts }: { locale: Locale; texts: ChatbotShellTexts }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const button = useRef<HTMLButtonElement>(null)
  const [Dialog, setDialog] = useState<ComponentType<ChatbotDialogProps> | null>(null)
  const [open, setOpen] = useState(false)

  function openDialog() {
    setOpen(true)
    if (Dialog) return
    import('./ChatbotDialog').then(
      (loaded) => setDialog(() => loaded.ChatbotDialog),
      () => setOpen(false), // offline: the next press tries again
    )
  }

  function closed() {
    setOpen(false)
    button.current?.focus()
  }

  // The strip is rendered from the start (no layout shift when the button appears) and
  // is where the button comes to rest at the end of a page, above the footer. The button
  // is in the HTML too, hidden until the page is interactive: so the page's inlined
  // critical CSS (server.ts) has its rules, and it appears styled even before the
  // stylesheet arrives.
  return (
    <>
      <div className="pointer-events-none sticky bottom-0 z-30 h-20 print:hidden">
        <button
          ref={button}
          type="button"
          hidden={!hydrated}
          aria-haspopup="dialog"
          onClick={openDialog}
          className="button quote-opener"
        >
          {open && !Dialog ? texts.loading : texts.open}
        </button>
      </div>
      {Dialog ? <Dialog locale={locale} texts={texts} open={open} onClose={closed} /> : null}
    </>
  )
}
