'use client'

import { createContext, useContext, type ReactNode } from 'react'

type Texts = { error: string; retry: string }

const ErrorTextsContext = createContext<Texts | null>(null)

/**
 * Hands the error boundary its two strings from the server, so the browser needs
 * no message catalogue or formatter for the one client component that has text.
 */
export function ErrorTexts({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>
}

export function useErrorTexts(): Texts {
  const texts = useContext(ErrorTextsContext)
  if (!texts) throw new Error('useErrorTexts must be used inside <ErrorTexts>')
  return texts
}
