/** The four-point spark ("vonk") of the brand: logo mark and decoration, never content. */
export function SparkMark({ className, gradient }: { className?: string; gradient?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className}>
      {gradient ? (
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fdba74" />
            <stop offset="0.55" stopColor="var(--color-spark)" />
            <stop offset="1" stopColor="#ea580c" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        d="M50 0C53 31 69 47 100 50 69 53 53 69 50 100 47 69 31 53 0 50 31 47 47 31 50 0Z"
        fill={gradient ? `url(#${gradient})` : 'currentColor'}
      />
    </svg>
  )
}
