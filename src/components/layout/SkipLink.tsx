export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="sr-only print:hidden focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
    >
      {label}
    </a>
  )
}
