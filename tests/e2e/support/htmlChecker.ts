/** A message of the Nu Html Checker's JSON output (`vnu --format json`). */
export type CheckerMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
}

/**
 * What the checker reports that the standards allow: its own gaps. The HTML check
 * (valid-html.spec.ts) lets these pass and nothing else, and CONTRIBUTING.md ("Valid
 * HTML") must name each with its source (`readme` is the phrase it looks for).
 */
export type CheckerGap = {
  readme: string
  source: string
  matches: (message: CheckerMessage) => boolean
}

export const checkerGaps: readonly CheckerGap[] = [
  {
    // HTML: "It is used by link types stylesheet and expect, and it must only be
    // specified on link elements that have a rel attribute containing those keywords."
    readme: '`blocking` on `<link rel="expect">`',
    source: 'https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking',
    matches: ({ message, extract }) =>
      message ===
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
      /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(extract ?? ''),
  },
  {
    readme: '`@property`',
    source: 'https://drafts.css-houdini.org/css-properties-values-api/#at-property-rule',
    matches: ({ message }) => message === 'CSS: Unrecognized at-rule “@property”',
  },
  {
    readme: '`margin-trim`',
    source: 'https://drafts.csswg.org/css-box-4/#margin-trim',
    matches: ({ message }) =>
      message === "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  },
  {
    // A custom property is a property, and transition-property takes any property name.
    readme: 'custom properties in `transition-property`',
    source: 'https://drafts.csswg.org/css-transitions/#transition-property-property',
    matches: ({ message }) =>
      /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/.test(
        message,
      ),
  },
]

export const isCheckerGap = (message: CheckerMessage) =>
  checkerGaps.some((gap) => gap.matches(message))
