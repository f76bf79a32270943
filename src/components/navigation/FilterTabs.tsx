import { LocaleLink } from '@/components/navigation/LocaleLink'

export type FilterTab = { key: string; label: string; href: string }
type Props = { label: string; tabs: FilterTab[]; active: string }

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="-ml-1 size-4 text-spark"
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
 * Filter tabs as plain links (the filter lives in the URL, so it can be shared and
 * works without JavaScript); the current one is marked for screen readers and, besides
 * its fill, by a tick, so it does not rely on colour alone.
 */
export function FilterTabs({ label, tabs, active }: Props) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <LocaleLink
              href={tab.href}
              aria-current={tab.key === active ? 'page' : undefined}
              className="filter-tab"
              scroll={false}
            >
              {tab.key === active ? <CheckIcon /> : null}
              {tab.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
