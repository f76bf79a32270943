import { CmsImage } from '@/components/media/CmsImage'
import type { Testimonial } from '@/payload-types'

/** Quotes with their person; the quote mark and the styles come from `.testimonial`. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((item) => (
        <li key={item.id} className="card testimonial">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <CmsImage media={item.image} height={48} decorative />
              <p>
                <strong>{item.person}</strong>
                <span>{[item.role, item.company].filter(Boolean).join(', ')}</span>
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
