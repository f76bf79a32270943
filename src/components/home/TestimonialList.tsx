import { CmsImage } from '@/components/media/CmsImage'
import type { Testimonial } from '@/payload-types'

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((item) => (
        <li key={item.id} className="card flex flex-col p-6 md:p-7">
          <figure className="flex flex-1 flex-col">
            <svg
              viewBox="0 0 32 24"
              aria-hidden="true"
              focusable="false"
              className="h-6 w-8 text-spark"
              fill="currentColor"
            >
              <path d="M0 24V14C0 6 4 1.3 12 0l1.5 3.4C9 4.6 7 7.3 7 11h6v13H0Zm19 0V14c0-8 4-12.7 12-14l1 3.4C27.5 4.6 25.5 7.3 25.5 11H32v13H19Z" />
            </svg>
            <blockquote className="mt-5 mb-6 text-[1.0625rem] leading-relaxed text-ink">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3 border-t border-line pt-5">
              <CmsImage
                media={item.image}
                height={48}
                className="size-12 shrink-0 rounded-full object-cover"
                decorative
              />
              <p className="text-sm leading-snug">
                <strong className="block font-bold">{item.person}</strong>
                <span className="text-muted">
                  {[item.role, item.company].filter(Boolean).join(', ')}
                </span>
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
