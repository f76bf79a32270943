'use client'

import { useRef, useState, type ComponentType } from 'react'

import type { SuggestionsProps, SuggestionTexts } from './SearchSuggestions'

type Props = {
  id: string
  defaultValue?: string
  placeholder: string
  className?: string
  /** The suggestions endpoint of the page's language. */
  suggestUrl: string
  texts: SuggestionTexts
}

/**
 * The search field of a plain GET form (it works without JavaScript). Suggestions
 * while typing are an enhancement whose code loads when the field first gets focus:
 * a visitor who never searches downloads nothing more than this.
 */
export function SearchField({
  id,
  defaultValue,
  placeholder,
  className,
  suggestUrl,
  texts,
}: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null)
  const loading = useRef(false)

  function enhance() {
    if (Suggestions || loading.current) return
    loading.current = true
    import('./SearchSuggestions').then(
      (loaded) => setSuggestions(() => loaded.SearchSuggestions),
      () => (loading.current = false), // offline: the next focus tries again
    )
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        className={className}
        onFocus={enhance}
      />
      {Suggestions ? (
        <Suggestions input={input} listId={`${id}-suggestions`} url={suggestUrl} texts={texts} />
      ) : null}
    </>
  )
}
