import { RichBlocks } from '@/components/rich-content/RichBlocks'
import type { Faq } from '@/payload-types'

/** Questions as native disclosures: keyboard and screen-reader friendly, no JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-line border-y border-line">
      {faqs.map((faq) => (
        <details key={faq.id} className="group py-2">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-3 text-lg font-semibold">
            {faq.question}
            <span aria-hidden="true" className="text-2xl transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="pb-4 text-muted">
            <RichBlocks blocks={faq.answer} />
          </div>
        </details>
      ))}
    </div>
  )
}
