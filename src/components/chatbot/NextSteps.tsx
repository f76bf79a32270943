import type { ReactNode } from 'react'

/**
 * The way on after a send, failed or done: the step's own action (`children`, which
 * takes focus), then starting over, so the visitor is never left without a next step.
 */
export function NextSteps({
  className,
  startOver,
  onStartOver,
  children,
}: {
  /** Spacing from what comes before, where the parent does not provide it. */
  className?: string
  startOver: string
  onStartOver: () => void
  children: ReactNode
}) {
  return (
    <div className={className ? `${className} flex flex-wrap gap-2` : 'flex flex-wrap gap-2'}>
      {children}
      <button type="button" className="button-outline" onClick={onStartOver}>
        {startOver}
      </button>
    </div>
  )
}
