import { getTranslations } from 'next-intl/server'

import { noMarks, type Marker } from '@/lib/editing/marks'
import type { DigitalMarketingService } from '@/payload-types'

function Tick() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="mt-1 size-4 shrink-0 text-spark"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m3 8.5 3 3 7-7" />
    </svg>
  )
}

/**
 * Basic and advanced packages side by side (stacked on phones), the advanced one
 * on a dark card. The feature lists differ per package, so cards read better than
 * a comparison table.
 */
export async function PackageTable({
  packages,
  fields = noMarks,
}: {
  packages: NonNullable<DigitalMarketingService['packages']>
  /** The packages' rows, in an editor's preview (src/lib/editing). */
  fields?: Marker
}) {
  const t = await getTranslations('services')
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:gap-6">
      {packages.map((item, row) => {
        const dark = item.tier === 'advanced'
        const field = (path: string) => fields(`${row}.${path}`)
        return (
          <section
            key={item.id}
            aria-labelledby={`package-${item.tier}`}
            className={`flex flex-col rounded-[var(--radius-card)] p-7 md:p-9 ${dark ? 'surface-dark bg-ink text-white' : 'border border-line bg-white'}`}
          >
            <p className={`eyebrow ${dark ? 'text-spark' : ''}`} {...field('tier')}>
              {t(`tiers.${item.tier}`)}
            </p>
            <h3
              id={`package-${item.tier}`}
              className="mt-2 text-h2 font-extrabold"
              {...field('name')}
            >
              {item.name}
            </h3>
            <p className="mt-5 text-xl leading-snug font-bold" {...field('price')}>
              {item.price}
            </p>
            {item.leadTime ? (
              <p
                className={`mt-1 text-sm ${dark ? 'text-white/75' : 'text-muted'}`}
                {...field('leadTime')}
              >
                {t('leadTime', { time: item.leadTime })}
              </p>
            ) : null}
            <ul
              className={`mt-6 space-y-3 border-t pt-6 ${dark ? 'border-white/15' : 'border-line'}`}
            >
              {(item.features ?? []).map((feature, index) => (
                <li key={index} className="flex gap-3">
                  <Tick />
                  <span {...field(`features.${index}.text`)}>{feature.text}</span>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
