import type { KeyboardEvent } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  )
}

/** Moves focus to the control the current step asks for (marked `data-autofocus`), if any. */
export function focusPrimary(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
}

/**
 * Keeps Tab inside the dialog: from the last control to the first, Shift+Tab from
 * the first to the last (a modal `<dialog>` alone lets focus leave for the browser's
 * own controls). Also when focus rests on something that is not a tab stop, such as
 * the "sending" status.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const stops = tabStops(event.currentTarget)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const index = active instanceof HTMLElement ? stops.indexOf(active) : -1
  let target: HTMLElement | undefined
  if (index === -1) {
    // Not a tab stop: the nearest stop in the direction of travel, wrapping round.
    const isAfter = (element: HTMLElement) =>
      active
        ? Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
        : true
    target = event.shiftKey
      ? (stops.filter((element) => !isAfter(element)).at(-1) ?? last)
      : (stops.find(isAfter) ?? first)
  } else if (event.shiftKey && index === 0) {
    target = last
  } else if (!event.shiftKey && index === stops.length - 1) {
    target = first
  }
  if (target) {
    event.preventDefault()
    target.focus()
  }
}
