import { fieldId } from '@/lib/editing/protocol'

/*
 * Brings a field of Payload's edit form to the editor, from its path (`results.2.text`):
 * opens each array or blocks row on the way that is collapsed, as the row's own toggle
 * does, scrolls it into view (Payload renders a row's fields only near the viewport) and
 * focuses the field. A path that ends at a row (`blocks.3`) gets the row's first text.
 * A field in a collapsible is opened as a row is; a field in another tab (Payload renders
 * the active tab only) is looked for tab by tab. Payload's stable hooks: a field's
 * element id `field-{path with __}`, a row's `{array path with -}-row-{index}`
 * (@payloadcms/ui ArrayRow, BlockRow), and its Collapsible and Tabs class names.
 */

const TEXT = 'input:not([type=hidden]):not([role=combobox]), textarea'
const FOCUSABLE = `${TEXT}, button, [role=combobox], [tabindex]:not([tabindex="-1"])`
/** Payload animates a row open in 300 ms; the field is scrolled to once it has its place. */
const OPENING_MS = 320

const isIndex = (segment: string) => /^\d+$/.test(segment)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for `find` to find its element, bringing `near` into view meanwhile (4 s at most). */
async function appear<T extends Element>(
  find: () => T | null,
  near: Element | null,
  tries = 80,
): Promise<T | null> {
  for (let tried = 0; tried < tries; tried++) {
    const found = find()
    if (found) return found
    near?.scrollIntoView({ block: 'nearest' })
    await pause(50)
  }
  return null
}

/**
 * The field's element; when it is not rendered, each tab the editor does not see is
 * opened in turn until it is (no document with a preview has tabs today).
 */
async function fieldElement(path: string, near: Element | null): Promise<HTMLElement | null> {
  const find = () => document.getElementById(fieldId(path))
  const found = await appear(find, near)
  if (found) return found
  const tabs = document.querySelectorAll<HTMLButtonElement>(
    '.tabs-field__tab-button:not(.tabs-field__tab-button--active):not(.tabs-field__tab-button--hidden)',
  )
  for (const tab of tabs) {
    tab.click()
    const shown = await appear(find, null, 10)
    if (shown) return shown
  }
  return null
}

/** Opens every collapsed collapsible around `field` (a collapsible field's, or a row's). */
function openAround(field: Element): boolean {
  let opened = false
  for (
    let box = field.closest('.collapsible');
    box;
    box = box.parentElement?.closest('.collapsible') ?? null
  ) {
    opened =
      open(
        box.querySelector<HTMLButtonElement>(
          ':scope > .collapsible__toggle-wrap > .collapsible__toggle--collapsed',
        ),
      ) || opened
  }
  return opened
}

/** Clicks a collapsed row open, as the editor would; whether it was collapsed. */
function open(toggle: HTMLButtonElement | null | undefined): boolean {
  toggle?.click()
  return Boolean(toggle)
}

/** The row's own toggle when the row is collapsed (not a nested row's). */
const collapsedToggle = (row: Element) =>
  row.querySelector<HTMLButtonElement>(
    ':scope > .collapsible > .collapsible__toggle-wrap > .collapsible__toggle--collapsed',
  )

/**
 * The first text field of a row; when it has none in view, the first row inside it is
 * opened (a paragraph's first text part starts collapsed). A row without text (a
 * divider) gives its toggle.
 */
async function firstTextOf(row: HTMLElement, path: string) {
  const prefix = `${fieldId(path)}__`
  let opened = false
  const found = await appear(() => {
    const text = [...row.querySelectorAll<HTMLElement>(TEXT)].find(
      (input) => input.id.startsWith(prefix) && input.getClientRects().length > 0,
    )
    if (text) return text
    opened ||= open(
      row.querySelector<HTMLButtonElement>('.collapsible__content .collapsible__toggle--collapsed'),
    )
    return null
  }, row)
  return { field: found ?? row.querySelector<HTMLElement>('.collapsible__toggle'), opened }
}

export async function revealField(path: string): Promise<HTMLElement | null> {
  const segments = path.split('.')
  let row: HTMLElement | null = null
  let opened = false
  for (let index = 1; index < segments.length; index++) {
    if (!isIndex(segments[index] as string)) continue
    const id = `${segments.slice(0, index).join('-')}-row-${segments[index]}`
    row = await appear(() => document.getElementById(id), row)
    if (!row) return null
    opened = open(collapsedToggle(row)) || opened
  }
  let field: HTMLElement | null
  if (row && isIndex(segments.at(-1) as string)) {
    const first = await firstTextOf(row, path)
    field = first.field
    opened ||= first.opened
  } else {
    field = await fieldElement(path, row)
  }
  if (!field) return null
  opened = openAround(field) || opened
  // The field's own input: a text before the buttons of a date or an upload.
  const inside = () =>
    field.matches(FOCUSABLE)
      ? field
      : (field.querySelector<HTMLElement>(TEXT) ?? field.querySelector<HTMLElement>(FOCUSABLE))
  // A row that was collapsed keeps its fields hidden until it has opened: focus then.
  const target = await appear(() => {
    const input = inside()
    return input?.getClientRects().length ? input : null
  }, row)
  if (!target) return null
  target.focus({ preventScroll: true })
  if (opened) await pause(OPENING_MS)
  target.scrollIntoView({ block: 'center' })
  return target
}
