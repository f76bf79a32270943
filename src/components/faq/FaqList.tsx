import { RichBlocks } from '@/components/rich-content/RichBlocks'
import type { Faq } from '@/payload-types'

/**
 * Questions as native disclosures: keyboard and screen-reader friendly, no JavaScript.
 * Each is a schema.org Question of the page's FAQPage (FaqPage), in microdata: the
 * structured data is the visible text itself.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="border-t border-line">
      {faqs.map((faq) => (
        <details
          key={faq.id}
          itemScope
          itemProp="mainEntity"
          itemType="https://schema.org/Question"
          className="group border-b border-line"
        >
          <summary
            itemProp="name"
            className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-[1.0625rem] leading-snug font-bold transition-colors hover:text-brand md:text-lg [&::-webkit-details-marker]:hidden"
          >
            {faq.question}
            <span
              aria-hidden="true"
              className="relative mt-[-0.125rem] flex size-8 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink transition-[rotate,background-color] group-open:rotate-45 group-open:border-ink group-open:bg-ink group-open:text-white"
            >
              <svg
                viewBox="0 0 16 16"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M8 2v12M2 8h12" />
              </svg>
            </span>
          </summary>
          <div
            itemScope
            itemProp="acceptedAnswer"
            itemType="https://schema.org/Answer"
            className="pr-4 pb-6 text-muted md:pr-14"
          >
            <div itemProp="text">
              <RichBlocks blocks={faq.answer} />
            </div>
          </div>
        </details>
      ))}
    </div>
  )
}
