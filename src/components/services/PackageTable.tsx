import { getTranslations } from 'next-intl/server'

import type { DigitalMarketingService } from '@/payload-types'

/** Basic and advanced packages side by side. */
export async function PackageTable({
  packages,
}: {
  packages: NonNullable<DigitalMarketingService['packages']>
}) {
  const t = await getTranslations('services')
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {packages.map((item) => (
        <section
          key={item.id}
          aria-labelledby={`package-${item.tier}`}
          className="card flex flex-col p-6"
        >
          <p className="eyebrow">{t(`tiers.${item.tier}`)}</p>
          <h3 id={`package-${item.tier}`} className="mt-1 text-xl font-bold">
            {item.name}
          </h3>
          <p className="mt-2 text-2xl font-extrabold text-brand">{item.price}</p>
          {item.leadTime ? (
            <p className="text-sm text-muted">{t('leadTime', { time: item.leadTime })}</p>
          ) : null}
          <ul className="mt-4 list-disc space-y-1 pl-5">
            {(item.features ?? []).map((feature) => (
              <li key={feature.id}>{feature.text}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
