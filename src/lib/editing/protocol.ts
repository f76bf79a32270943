/**
 * The messages between the admin's edit view and its preview (an iframe, or Payload's
 * popup window). Either side reads a message only from the one window it talks to, at
 * the one origin it expects: the source *and* the origin, since a preview frame that
 * navigates to another site keeps its window (the same `event.source`), and another
 * window of the same origin (a second tab, a nested frame) has the right origin.
 * Payload's own listener checks an origin prefix only.
 */

export const MESSAGE_TYPE = 'vonk-edit'

export type EditMessage =
  /** Preview → admin: loaded, listening. */
  | { type: typeof MESSAGE_TYPE; kind: 'ready' }
  /** Admin → preview: the document open in the form. */
  | { type: typeof MESSAGE_TYPE; kind: 'hello'; doc: string }
  /** Preview → admin: the editor clicked this field, shown in this language. */
  | { type: typeof MESSAGE_TYPE; kind: 'focus'; doc: string; path: string; locale: string }
  /** Admin → preview: this field has focus now (`null`: none). */
  | { type: typeof MESSAGE_TYPE; kind: 'show'; path: string | null }

type Kind = EditMessage['kind']

/** A field path (`results.2.text`): names and row numbers. */
export const isFieldPath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 300 && /^\w+(\.\w+)*$/.test(value)

/** A document in the admin: `collections/{slug}/{id}` or `globals/{slug}`. */
export const isDocRef = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^(collections\/[a-z0-9-]+\/[\w-]{1,40}|globals\/[a-z0-9-]+)$/.test(value)

const isLocaleCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value)

const valid: Record<Kind, (data: Record<string, unknown>) => boolean> = {
  ready: () => true,
  hello: (data) => isDocRef(data.doc),
  focus: (data) => isDocRef(data.doc) && isFieldPath(data.path) && isLocaleCode(data.locale),
  show: (data) => data.path === null || isFieldPath(data.path),
}

/**
 * The message of an event, if it comes from `peer` at `origin` and is one of ours;
 * anything else is `null`.
 */
export function readMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  peer: unknown,
  origin: string | null | undefined,
): EditMessage | null {
  if (!peer || !origin || event.source !== peer || event.origin !== origin) return null
  const data = event.data as Record<string, unknown> | null
  if (!data || typeof data !== 'object' || data.type !== MESSAGE_TYPE) return null
  const check = Object.hasOwn(valid, String(data.kind)) ? valid[data.kind as Kind] : undefined
  return check?.(data) ? (data as EditMessage) : null
}

/** The admin's element id of a field (Payload's own scheme): `header.title` → `field-header__title`. */
export const fieldId = (path: string) => `field-${path.replaceAll('.', '__')}`

/** The field path of an element id of Payload's form, or `null`. */
export function pathOfFieldId(id: string): string | null {
  if (!id.startsWith('field-')) return null
  const path = id.slice('field-'.length).replaceAll('__', '.')
  return isFieldPath(path) ? path : null
}

/** The longest of `paths` that is `path` or holds it (`blocks.3` holds `blocks.3.parts.0.text`). */
export function closestPath(paths: Iterable<string>, path: string): string | null {
  let best: string | null = null
  for (const candidate of paths) {
    const holds = path === candidate || path.startsWith(`${candidate}.`)
    if (holds && candidate.length > (best?.length ?? -1)) best = candidate
  }
  return best
}
