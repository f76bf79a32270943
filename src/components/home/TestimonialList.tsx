import { CmsImage } from '@/components/media/CmsImage'
import type { Testimonial } from '@/payload-types'

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((item) => (
        <li key={item.id} className="card flex flex-col gap-4 p-6">
          <blockquote className="text-ink">“{item.quote}”</blockquote>
          <div className="mt-auto flex items-center gap-3">
            <CmsImage media={item.image} sizes="48px" className="size-12 rounded-full" decorative />
            <p className="text-sm">
              <strong className="block">{item.person}</strong>
              <span className="text-muted">
                {[item.role, item.company].filter(Boolean).join(', ')}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
