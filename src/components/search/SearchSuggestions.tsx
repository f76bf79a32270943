'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'

/** A suggestion as the endpoint sends it: the page's title, type and address. */
export type Suggestion = { title: string; kind: string; href: string }

export type SuggestionTexts = { label: string }

/** What the endpoint answers: the pages, and how many there are in words. */
type Answer = { results: Suggestion[]; status: string }

export type SuggestionsProps = {
  input: RefObject<HTMLInputElement | null>
  listId: string
  url: string
  texts: SuggestionTexts
}

const minLength = 2
const pauseMs = 200

/**
 * Suggestions under the search field, on the WAI-ARIA Authoring Practices' combobox
 * pattern (list autocomplete, manual selection): the field keeps focus; the arrow keys
 * move through the pages found (`aria-activedescendant`), Enter opens the one chosen,
 * or searches the text typed when none is; Escape closes the list, and a second
 * Escape empties the field. Loaded on the field's first focus (SearchField.tsx).
 */
export function SearchSuggestions({ input, listId, url, texts }: SuggestionsProps) {
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  // What the field's key handlers read: the latest render's state.
  const state = useRef({ items, open, active })
  useEffect(() => {
    state.current = { items, open, active }
  }, [items, open, active])

  useEffect(() => {
    const field = input.current
    if (!field) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', listId)

    const close = () => {
      setOpen(false)
      setActive(-1)
    }
    const ask = () => {
      const text = field.value.trim()
      request?.abort()
      if (Array.from(text).length < minLength) {
        setItems([])
        close()
        return
      }
      request = new AbortController()
      fetch(`${url}?q=${encodeURIComponent(text)}`, { signal: request.signal })
        .then((answer) => (answer.ok ? answer.json() : { results: [], status: '' }))
        .then(({ results, status: said }: Answer) => {
          setItems(results)
          setActive(-1)
          setOpen(results.length > 0 && document.activeElement === field)
          setStatus(said)
        })
        .catch(() => undefined) // aborted, or offline: the form still searches
    }
    const onInput = () => {
      clearTimeout(timer)
      timer = setTimeout(ask, pauseMs)
    }
    const go = (index: number) => {
      const chosen = state.current.items[index]
      if (chosen) window.location.assign(chosen.href)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: list, open: shown, active: current } = state.current
      const last = list.length - 1
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!list.length) return
        event.preventDefault()
        setOpen(true)
        if (event.altKey) return
        const down = event.key === 'ArrowDown'
        if (!shown) setActive(down ? 0 : last)
        else
          setActive(down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1)
      } else if (event.key === 'Enter' && shown && current >= 0) {
        event.preventDefault()
        go(current)
      } else if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault()
          close()
        } else if (field.value) {
          event.preventDefault()
          field.value = ''
          setItems([])
        }
      } else if (event.key === 'Tab') {
        close()
      }
    }
    const onBlur = () => close()
    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    if (field.value.trim()) ask()
    return () => {
      clearTimeout(timer)
      request?.abort()
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
    }
  }, [input, listId, url])

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(open))
    if (open && active >= 0) field.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else field.removeAttribute('aria-activedescendant')
  }, [input, listId, open, active])

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.label}
        hidden={!open}
        className="search-suggestions"
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            data-href={item.href}
            className="search-suggestion"
            // Keeps focus in the field, so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => window.location.assign(item.href)}
          >
            <span className="search-suggestion-title">{item.title}</span>
            <span className="search-suggestion-kind">{item.kind}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  )
}
