'use client'

import { useEffect, useState, type CSSProperties } from 'react'

import { closestPath, MESSAGE_TYPE, readMessage, type EditMessage } from '@/lib/editing/protocol'

/*
 * Click to edit, the preview's half (docs/operations.md, "Editing"; the admin's half is
 * src/components/admin/ClickToEdit.tsx). Elements marked by the server (src/lib/editing)
 * get an outline and their field's name on hover; a click asks the admin to focus that
 * field, and a field focused in the admin is outlined here. In the admin's preview pane
 * (or Payload's popup) only the marks of the document open in the form take part, once
 * the admin has said which it is; in a preview tab of its own a click opens the field in
 * the admin. Loaded only in preview (PreviewToolsOnDemand): visitors never fetch it.
 * Outlines are drawn around an element, never over it, and take no focus or clicks.
 */

type Marked = HTMLElement & { dataset: { editDoc: string; editPath: string; editLabel: string } }

const MARKED = '[data-edit-path]'
const LABEL_HEIGHT = 20

/** The admin this preview answers to: the frame's parent, or the popup's opener. */
const adminWindow = (): Window | null =>
  window.parent !== window ? window.parent : (window.opener as Window | null)

const visible = (element: Element) => {
  const rect = element.getBoundingClientRect()
  return rect.width > 0 || rect.height > 0
}

/** A ring just outside the element: dashed while hovered, solid for the admin's field. */
const ring = (rect: DOMRect, solid: boolean): CSSProperties => ({
  position: 'fixed',
  top: rect.top - 5,
  left: rect.left - 5,
  width: rect.width + 10,
  height: rect.height + 10,
  boxSizing: 'border-box',
  border: `${solid ? 3 : 2}px ${solid ? 'solid #1e3a8a' : 'dashed #1d4ed8'}`,
  borderRadius: 6,
  boxShadow: '0 0 0 2px #fff',
  pointerEvents: 'none',
  zIndex: 2147483646,
})

type Box = { top: number; left: number; width: number; height: number }

const overlap = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height

/** About how wide the name is drawn (12 px system font, padded); a guess is enough. */
const tagWidth = (name: string) => Math.min(name.length * 7 + 14, window.innerWidth - 8)

/**
 * Where the field's name goes: just outside the element, above or below it, at its left
 * or its right edge, whichever first covers no other marked text on screen (a kicker
 * above a title, a subtitle below it); never on the element itself.
 */
function tagBox(rect: DOMRect, name: string, hovered: Element): Box {
  const width = tagWidth(name)
  const height = LABEL_HEIGHT
  const fits = (top: number) => top >= 0 && top + height <= window.innerHeight
  const above = rect.top - 8 - height
  const below = rect.bottom + 8
  const atLeft = Math.max(rect.left - 5, 0)
  const atRight = Math.max(Math.min(rect.right + 5, window.innerWidth) - width, 0)
  const candidates: Box[] = [above, below]
    .filter(fits)
    .flatMap((top) => [atLeft, atRight].map((left) => ({ top, left, width, height })))
  const others = [...document.querySelectorAll(MARKED)]
    .filter((mark) => !mark.contains(hovered) && !hovered.contains(mark))
    .map((mark) => mark.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
  return (
    candidates.find((box) => !others.some((other) => overlap(box, other))) ??
    candidates[0] ?? { top: Math.max(below, 0), left: atLeft, width, height }
  )
}

function tag(box: Box): CSSProperties {
  return {
    position: 'fixed',
    top: Math.min(Math.max(box.top, 0), window.innerHeight - LABEL_HEIGHT),
    left: box.left,
    maxWidth: 'calc(100vw - 8px)',
    height: LABEL_HEIGHT,
    padding: '0 6px',
    overflow: 'hidden',
    borderRadius: 4,
    background: '#0d1b2a',
    color: '#fff',
    font: `600 12px/${LABEL_HEIGHT}px system-ui, sans-serif`,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    zIndex: 2147483647,
  }
}

const marksOf = (doc: string, path?: string) =>
  [...document.querySelectorAll<Marked>(`[data-edit-doc="${CSS.escape(doc)}"]`)].filter(
    (mark) => path === undefined || mark.dataset.editPath === path,
  )

/** The marks of the document open in the admin that best show `path` (it, or what holds it). */
function shownMarks(doc: string, path: string): Marked[] {
  const marks = marksOf(doc)
  const best = closestPath(new Set(marks.map((mark) => mark.dataset.editPath)), path)
  return marks.filter((mark) => mark.dataset.editPath === best)
}

/**
 * The hovered mark, found again when the page was redrawn (a live preview refresh can
 * replace it): the same field's mark at the same place among that field's marks.
 */
type Hovered = { mark: Marked; doc: string; path: string; index: number }

const hoveredOf = (mark: Marked | null): Hovered | null => {
  if (!mark) return null
  const { editDoc: doc, editPath: path } = mark.dataset
  return { mark, doc, path, index: marksOf(doc, path).indexOf(mark) }
}

const resolve = (hovered: Hovered | null): Marked | null =>
  !hovered || hovered.mark.isConnected
    ? (hovered?.mark ?? null)
    : (marksOf(hovered.doc, hovered.path)[hovered.index] ?? null)

export function EditOverlay() {
  // The admin's document, once it said which (`null`: none, or a preview tab of its own).
  const [doc, setDoc] = useState<string | null>(null)
  const [hovered, setHovered] = useState<Hovered | null>(null)
  // The field focused in the admin.
  const [shown, setShown] = useState<string | null>(null)
  // Redrawn when the page scrolls or changes size, so outlines follow their elements.
  const [, setFrame] = useState(0)

  useEffect(() => {
    const admin = adminWindow()
    const framed = window.parent !== window
    const origin = location.origin
    let adminDoc: string | null = null
    const send = (message: EditMessage) => admin?.postMessage(message, origin)

    /** The innermost mark that takes part here, from the element under the pointer. */
    const markAt = (target: EventTarget | null): Marked | null => {
      let mark = target instanceof Element ? target.closest<Marked>(MARKED) : null
      while (mark && (adminDoc ? mark.dataset.editDoc !== adminDoc : framed)) {
        mark = mark.parentElement?.closest<Marked>(MARKED) ?? null
      }
      return mark
    }
    // The mark under the pointer, followed on every move: a page that loads under a
    // resting pointer sees its first mouseover before this listens.
    let under: Marked | null | undefined
    const onMove = (event: MouseEvent) => {
      const mark = markAt(event.target)
      if (mark !== under) setHovered(hoveredOf((under = mark)))
    }
    const onLeave = () => setHovered((under = null))
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event, admin, origin)
      if (message?.kind === 'hello') {
        setDoc((adminDoc = message.doc))
        under = undefined
      }
      if (message?.kind === 'show') setShown(message.path)
    }
    const onClick = (event: MouseEvent) => {
      // A modified click keeps its usual meaning: a link still opens in a new tab.
      if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const mark = markAt(event.target)
      if (!mark) return
      // A marked link or button leads to its field instead; a question still opens.
      if ((event.target as Element).closest('a[href], button')) event.preventDefault()
      const { editDoc, editPath } = mark.dataset
      const locale = document.documentElement.lang
      if (adminDoc) {
        send({ type: MESSAGE_TYPE, kind: 'focus', doc: editDoc, path: editPath, locale })
      } else {
        // The admin is another app (Payload's root layout): a full navigation.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        location.assign(`/admin/${editDoc}?${new URLSearchParams({ locale, field: editPath })}`)
      }
    }
    let pending = 0
    const redraw = () => {
      pending ||= requestAnimationFrame(() => {
        pending = 0
        setFrame((frame) => frame + 1)
      })
    }
    const resized = new ResizeObserver(redraw)
    resized.observe(document.body)
    addEventListener('message', onMessage)
    document.addEventListener('mousemove', onMove, { passive: true })
    document.documentElement.addEventListener('mouseleave', onLeave)
    document.addEventListener('click', onClick, true)
    addEventListener('scroll', redraw, { capture: true, passive: true })
    addEventListener('resize', redraw)
    send({ type: MESSAGE_TYPE, kind: 'ready' })
    return () => {
      resized.disconnect()
      removeEventListener('message', onMessage)
      document.removeEventListener('mousemove', onMove)
      document.documentElement.removeEventListener('mouseleave', onLeave)
      document.removeEventListener('click', onClick, true)
      removeEventListener('scroll', redraw, { capture: true })
      removeEventListener('resize', redraw)
    }
  }, [])

  // A field focused in the admin: open the question that holds it, and bring it into view.
  useEffect(() => {
    if (!doc || !shown) return
    const marks = shownMarks(doc, shown)
    for (const mark of marks) {
      const closed = mark.closest('details:not([open])')
      if (closed instanceof HTMLDetailsElement && visible(closed)) closed.open = true
    }
    const first = marks.find(visible)
    const rect = first?.getBoundingClientRect()
    if (rect && (rect.top < 0 || rect.bottom > window.innerHeight)) {
      first?.scrollIntoView({ block: 'center' })
    }
  }, [doc, shown])

  const focused = doc && shown ? shownMarks(doc, shown).filter(visible) : []
  const hoveredMark = resolve(hovered)
  const hover = hoveredMark?.getBoundingClientRect()
  return (
    <>
      {focused.map((mark, index) => (
        <div
          key={index}
          data-edit-outline="field"
          style={ring(mark.getBoundingClientRect(), true)}
        />
      ))}
      {hover && hoveredMark ? (
        <>
          <div data-edit-outline="hover" style={ring(hover, false)} />
          <div
            data-edit-outline="label"
            aria-hidden="true"
            style={tag(tagBox(hover, hoveredMark.dataset.editLabel, hoveredMark))}
          >
            {hoveredMark.dataset.editLabel}
          </div>
        </>
      ) : null}
    </>
  )
}
