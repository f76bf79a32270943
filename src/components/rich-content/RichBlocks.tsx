import { useTranslations } from 'next-intl'

import type { RetentionPeriods } from '@/lib/leads/retention'
import type { RichBlock } from '@/lib/richBlocks'
import type { BulletListBlock } from '@/payload-types'

import { InlineText } from './InlineText'

type ListItems = BulletListBlock['items']

function ListItemsOf({ items, externalLabel }: { items: ListItems; externalLabel: string }) {
  return items.map((item, key) => (
    <li key={key}>
      {item.title ? <strong className="block">{item.title}</strong> : null}
      <InlineText parts={item.parts} externalLabel={externalLabel} />
    </li>
  ))
}

/**
 * The typed blocks of spec §3 as semantic HTML, styled by the `.prose` rules;
 * `intro` sets an opening paragraph as a lead. Keyed by position, like InlineText.
 * Not async: an async component's output is its own row of the RSC payload, with a
 * reference to it in its parent's (the French FAQ's 28 answers cost 0.13 kB gzipped).
 */
export function RichBlocks({
  blocks,
  intro = false,
  retention,
}: {
  blocks: readonly RichBlock[] | null | undefined
  intro?: boolean
  /** The site settings' periods, for a retention block (free pages pass them). */
  retention?: RetentionPeriods
}) {
  const t = useTranslations('components')
  if (!blocks?.length) return null
  const externalLabel = t('externalLink')
  return (
    <div className={intro ? 'prose prose-intro' : 'prose'}>
      {blocks.map((block, key) => {
        switch (block.blockType) {
          case 'paragraph':
            return (
              <p key={key}>
                <InlineText parts={block.parts} externalLabel={externalLabel} />
              </p>
            )
          case 'h2':
            return <h2 key={key}>{block.text}</h2>
          case 'sectionHeader':
            return <h3 key={key}>{block.text}</h3>
          case 'ul':
            return (
              <ul key={key}>
                <ListItemsOf items={block.items} externalLabel={externalLabel} />
              </ul>
            )
          case 'numberedList':
            return (
              <ol key={key}>
                <ListItemsOf items={block.items} externalLabel={externalLabel} />
              </ol>
            )
          case 'divider':
            return <hr key={key} />
          case 'retentionPeriods':
            return (
              <ul key={key}>
                {retention ? (
                  <>
                    <li>{t('retention.leads', { months: retention.handledLeadMonths })}</li>
                    <li>{t('retention.newsletter', { days: retention.subscriberDays })}</li>
                  </>
                ) : null}
                <ListItemsOf items={block.items ?? []} externalLabel={externalLabel} />
              </ul>
            )
        }
      })}
    </div>
  )
}
