import type { CaseStudy } from '@/payload-types'

import { CaseCard } from './CaseCard'

const third = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
const half = '(min-width: 768px) 50vw, 100vw'

/**
 * Featured work as an editorial grid that any count fills without a gap: on wide
 * screens the first cards take half the row and the rest a third (five cases: two
 * large, three small); on tablets an odd count lets the first case span the row.
 */
export function FeaturedCases({ cases }: { cases: CaseStudy[] }) {
  const count = cases.length
  const halves = count % 3 === 2 ? 2 : count % 3 === 1 ? Math.min(count, 4) : 0
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-6 lg:gap-6">
      {cases.map((study, index) => {
        const wide = count % 2 === 1 && index === 0
        return (
          <CaseCard
            key={study.id}
            study={study}
            headingLevel="h3"
            sizes={index < halves || wide ? half : third}
            wide={wide}
            className={`${index < halves ? 'lg:col-span-3' : 'lg:col-span-2'} ${wide ? 'md:col-span-2' : ''}`}
          />
        )
      })}
    </div>
  )
}
