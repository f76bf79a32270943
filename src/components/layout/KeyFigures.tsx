type Figure = { id?: string | null; number: string; text?: string | null }

/** Big numbers with what they count, as a description list (number first on screen). */
export function KeyFigures({
  figures,
  label,
  columns = 'two',
}: {
  figures: Figure[]
  label?: string
  columns?: 'two' | 'three'
}) {
  return (
    <dl
      aria-label={label}
      className={`grid grid-cols-2 gap-x-5 gap-y-8 sm:gap-x-8 sm:gap-y-10 ${columns === 'three' ? 'sm:grid-cols-3' : ''}`}
    >
      {figures.map((figure, index) => (
        <div key={figure.id ?? index} className="flex flex-col border-t-[3px] border-spark pt-5">
          <dt className="mt-2 max-w-[18rem] text-[0.9375rem] text-muted sm:text-base">
            {figure.text}
          </dt>
          <dd className="order-first text-[clamp(2.25rem,1.8rem+2vw,3.25rem)] leading-none font-extrabold tracking-tight text-ink">
            {figure.number}
          </dd>
        </div>
      ))}
    </dl>
  )
}
