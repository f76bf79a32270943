import { useTranslations } from 'next-intl'

import { noMarks, within, type Marker } from '@/lib/editing/marks'
import type { RetentionPeriods } from '@/lib/leads/retention'
import type { RichBlock } from '@/lib/richBlocks'
import type { BulletListBlock } from '@/payload-types'

import { InlineText } from './InlineText'

type ListItems = BulletListBlock['items']

function ListItemsOf({
  items,
  externalLabel,
  fields,
}: {
  items: ListItems
  externalLabel: string
  /** The block's `items` rows. */
  fields: Marker
}) {
  return items.map((item, key) => (
    <li key={key} {...fields(String(key))}>
      {item.title ? (
        <strong className="block" {...fields(`${key}.title`)}>
          {item.title}
        </strong>
      ) : null}
      <InlineText
        parts={item.parts}
        externalLabel={externalLabel}
        fields={within(fields, `${key}.parts`)}
      />
    </li>
  ))
}

/**
 * The typed blocks of spec §3 as semantic HTML, styled by the `.prose` rules;
 * `intro` sets an opening paragraph as a lead. Keyed by position, like InlineText.
 * Not async: an async component's output is its own row of the RSC payload, with a
 * reference to it in its parent's (the French FAQ's 28 answers cost 0.13 kB gzipped).
 * In an editor's preview each block is marked with its row of the field (`fields`), and
 * its parts and items with theirs, so a click leads to the field at that block.
 */
export function RichBlocks({
  blocks,
  intro = false,
  retention,
  fields = noMarks,
  itemProp,
}: {
  blocks: readonly RichBlock[] | null | undefined
  intro?: boolean
  /** The site settings' periods, for a retention block (free pages pass them). */
  retention?: RetentionPeriods
  /** The blocks field's rows, in an editor's preview (src/lib/editing). */
  fields?: Marker
  /** The microdata property the blocks are (an FAQ answer's `text`), on their own element. */
  itemProp?: string
}) {
  const t = useTranslations('components')
  if (!blocks?.length) return null
  const externalLabel = t('externalLink')
  return (
    // No `itemProp` attribute at all without one: an undefined prop is still written
    // into the RSC payload ("$undefined").
    <div className={intro ? 'prose prose-intro' : 'prose'} {...(itemProp ? { itemProp } : {})}>
      {blocks.map((block, key) => {
        const mark = fields(String(key))
        const inner = within(fields, String(key))
        switch (block.blockType) {
          case 'paragraph':
            return (
              <p key={key} {...mark}>
                <InlineText
                  parts={block.parts}
                  externalLabel={externalLabel}
                  fields={within(inner, 'parts')}
                />
              </p>
            )
          case 'h2':
            return (
              <h2 key={key} {...mark}>
                {block.text}
              </h2>
            )
          case 'sectionHeader':
            return (
              <h3 key={key} {...mark}>
                {block.text}
              </h3>
            )
          case 'ul':
            return (
              <ul key={key} {...mark}>
                <ListItemsOf
                  items={block.items}
                  externalLabel={externalLabel}
                  fields={within(inner, 'items')}
                />
              </ul>
            )
          case 'numberedList':
            return (
              <ol key={key} {...mark}>
                <ListItemsOf
                  items={block.items}
                  externalLabel={externalLabel}
                  fields={within(inner, 'items')}
                />
              </ol>
            )
          case 'divider':
            return <hr key={key} {...mark} />
          case 'retentionPeriods':
            return (
              <ul key={key} {...mark}>
                {retention ? (
                  <>
                    <li>{t('retention.leads', { months: retention.handledLeadMonths })}</li>
                    <li>{t('retention.newsletter', { days: retention.subscriberDays })}</li>
                  </>
                ) : null}
                <ListItemsOf
                  items={block.items ?? []}
                  externalLabel={externalLabel}
                  fields={within(inner, 'items')}
                />
              </ul>
            )
        }
      })}
    </div>
  )
}
