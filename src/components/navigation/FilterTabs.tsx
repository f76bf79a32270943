import { LocaleLink } from '@/components/navigation/LocaleLink'

export type FilterTab = { key: string; label: string; href: string }
type Props = { label: string; tabs: FilterTab[]; active: string }

/**
 * Filter tabs as plain links (the filter lives in the URL, so it can be shared and
 * works without JavaScript); the current one is marked for screen readers.
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
              {tab.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
