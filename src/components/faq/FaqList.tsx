import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { faqAnchor } from '@/lib/search/documents'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Faq } from '@/payload-types'

/**
 * Questions as native disclosures: keyboard and screen-reader friendly, no JavaScript.
 * With `microdata` (the FAQ page, inside its FAQPage scope) each is a schema.org Question
 * of that FAQPage: the structured data is the visible text itself. Elsewhere (home) no
 * FAQPage encloses them, so they carry no `itemprop`, which HTML allows only in an item.
 * The styles are classes of their own (`.faq-*`): the same utilities in every question
 * went into the HTML and its RSC payload once per question. On the FAQ page each answer
 * has an id a search result links to (`/faq#vraag-12`): the browser opens the question
 * that holds it when it follows the link, without JavaScript.
 */
export function FaqList({
  faqs,
  microdata = false,
  edits = {},
}: {
  faqs: Faq[]
  microdata?: boolean
  /** The questions an editor may change in this preview, by id (src/lib/editing). */
  edits?: Record<string, Editable>
}) {
  return (
    <div className="border-t border-line">
      {faqs.map((faq) => {
        const field = marker(edits[String(faq.id)])
        return microdata ? (
          <details
            key={faq.id}
            itemScope
            itemProp="mainEntity"
            itemType="https://schema.org/Question"
            className="faq-item"
          >
            <summary itemProp="name" className="faq-question" {...field('question')}>
              {faq.question}
            </summary>
            <div
              id={faqAnchor(faq.id)}
              itemScope
              itemProp="acceptedAnswer"
              itemType="https://schema.org/Answer"
              className="faq-answer"
            >
              <RichBlocks
                blocks={faq.answer}
                fields={marker(edits[String(faq.id)], 'answer')}
                itemProp="text"
              />
            </div>
          </details>
        ) : (
          <details key={faq.id} className="faq-item">
            <summary className="faq-question" {...field('question')}>
              {faq.question}
            </summary>
            <div className="faq-answer">
              <RichBlocks blocks={faq.answer} fields={marker(edits[String(faq.id)], 'answer')} />
            </div>
          </details>
        )
      })}
    </div>
  )
}
