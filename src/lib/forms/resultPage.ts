import { readFileSync } from 'node:fs'
import path from 'node:path'

import escapeHtml from 'escape-html'

/**
 * The answer to a form posted without JavaScript that needs another try: the
 * prerendered form page of this build with the visitor's values put back, the
 * messages filled in next to their fields, and the first wrong field focused.
 * The form components render the ids this relies on (`<form>-<field>`,
 * `<form>-<field>-error`, `<form>-status`); the no-JS e2e tests hold them to it.
 * Scripts are dropped: the page was changed after rendering, so it must not hydrate.
 */
export type FilledForm = {
  form: string
  values: Record<string, string>
  fieldMessages: Record<string, string>
  status: string
}

export function prerenderedPage(localizedPath: string): string | null {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const file = path.join(process.cwd(), distDir, 'server/app', `${localizedPath}.html`)
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

export function fillForm(html: string, filled: FilledForm): string {
  let page = html.replace(/<script\b[\s\S]*?<\/script>/g, '')
  const firstInvalid = Object.keys(filled.fieldMessages)[0]
  for (const [field, value] of Object.entries(filled.values)) {
    const id = `${filled.form}-${field}`
    const extra = filled.fieldMessages[field]
      ? ` aria-invalid="true"${field === firstInvalid ? ' autofocus=""' : ''}`
      : ''
    page = fillField(page, id, value, extra)
  }
  for (const [field, message] of Object.entries(filled.fieldMessages)) {
    page = fillElement(page, `${filled.form}-${field}-error`, escapeHtml(message))
  }
  return fillElement(page, `${filled.form}-status`, `<p>${escapeHtml(filled.status)}</p>`)
}

function fillField(page: string, id: string, value: string, extra: string): string {
  const safe = escapeHtml(value)
  if (page.includes(`<textarea id="${id}"`)) {
    return page.replace(
      new RegExp(`(<textarea id="${id}"[^>]*)>[^<]*</textarea>`),
      `$1${extra}>${safe}</textarea>`,
    )
  }
  if (page.includes(`<select id="${id}"`)) {
    return page.replace(
      new RegExp(`(<select id="${id}"[^>]*)>([\\s\\S]*?)</select>`),
      (_all, open: string, options: string) => {
        const chosen = options
          .replaceAll(' selected=""', '')
          .replace(`<option value="${safe}"`, `<option selected="" value="${safe}"`)
        return `${open}${extra}>${chosen}</select>`
      },
    )
  }
  return page.replace(`<input id="${id}"`, `<input value="${safe}"${extra} id="${id}"`)
}

/** Puts markup inside the (empty) element with this id. */
function fillElement(page: string, id: string, inner: string): string {
  return page.replace(new RegExp(`(<(\\w+) id="${id}"[^>]*>)</\\2>`), `$1${inner}</$2>`)
}
