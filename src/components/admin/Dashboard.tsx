import { Banner, Gutter, Pill } from '@payloadcms/ui'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { DashboardProps } from '@/lib/admin/dashboard'
import {
  dashboardTexts,
  staffDateTime,
  type AdminLanguage,
  type DashboardTexts,
} from '@/lib/admin/dashboardTexts'

import styles from './Dashboard.module.css'

type Figure = { count: number; href: string }

/** One figure: the number large, what it counts below, the whole tile a link to the list. */
function FigureLink({ figure, label, id }: { figure: Figure; label: string; id?: string }) {
  return (
    <Link href={figure.href} className={styles.figure} data-figure={id} prefetch={false}>
      <span className={styles.count}>{figure.count}</span>
      <span className={styles.label}>{label}</span>
    </Link>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What a part of the dashboard gets: its figures, the words, the lists' names, the language. */
type PartProps<Part extends 'sales' | 'editor' | 'outbox'> = {
  [key in Part]: NonNullable<DashboardProps[key]>
} & { t: DashboardTexts; names: Record<string, string>; language: AdminLanguage }

const sum = (figures: Figure[]) => figures.reduce((total, figure) => total + figure.count, 0)

function SalesPart({ sales, t, names, language }: PartProps<'sales'>) {
  return (
    <Section title={t.sales} id="dashboard-sales">
      {sales.lastVisit ? (
        <p className={styles.note}>
          {t.lastVisit}: {staffDateTime(sales.lastVisit, language)}
        </p>
      ) : null}
      {sales.collections.map((part) => (
        <div key={part.collection} className={styles.group} data-collection={part.collection}>
          <h3 className={styles.subheading}>{names[part.collection]}</h3>
          <div className={styles.figures}>
            <FigureLink figure={part.sinceLastVisit} label={t.sinceLastVisit} id="since" />
            <FigureLink figure={part.thisWeek} label={t.thisWeek} id="week" />
            <FigureLink figure={part.open} label={t.open} id="open" />
          </div>
          <p className={styles.note} data-oldest>
            {part.oldestOpen ? (
              <>
                {t.oldestOpen}:{' '}
                <Link href={part.oldestOpen.href} prefetch={false}>
                  {part.oldestOpen.title}
                </Link>{' '}
                ({staffDateTime(part.oldestOpen.createdAt, language)})
              </>
            ) : (
              t.noneOpen
            )}
          </p>
        </div>
      ))}
      <h3 className={styles.subheading}>{t.sources}</h3>
      {sales.sources.length ? (
        <table className={styles.table} data-sources>
          <thead>
            <tr>
              <th scope="col">{t.source}</th>
              <th scope="col">{t.collection}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {sales.sources.map((source) => (
              <tr key={`${source.collection}-${source.label}`}>
                <td>{source.label === 'direct' ? t.sourceDirect : source.label}</td>
                <td>{names[source.collection]}</td>
                <td>
                  <Link href={source.href} prefetch={false}>
                    {source.count}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>{t.noSources}</p>
      )}
    </Section>
  )
}

function EditorPart({ editor, t, names, language }: PartProps<'editor'>) {
  const drafts = editor.drafts.filter((figure) => figure.count > 0)
  const missing = editor.missing.filter((figure) => figure.count > 0)
  return (
    <Section title={t.editor} id="dashboard-editor">
      <h3 className={styles.subheading}>
        {t.drafts} ({sum(editor.drafts)})
      </h3>
      <div className={styles.figures} data-drafts>
        {drafts.map((figure) => (
          <FigureLink
            key={figure.collection}
            figure={figure}
            label={names[figure.collection] ?? ''}
          />
        ))}
      </div>
      <h3 className={styles.subheading}>
        {t.scheduled} (<span data-scheduled-count>{editor.scheduled.count}</span>)
      </h3>
      {editor.scheduled.items.length ? (
        <ul className={styles.list}>
          {editor.scheduled.items.map((item) => (
            <li key={`${item.href}-${item.type}-${item.at}`}>
              <Pill size="small">{item.type === 'publish' ? t.publish : t.unpublish}</Pill>{' '}
              <Link href={item.href} prefetch={false}>
                {names[item.collection] ?? item.collection}
              </Link>{' '}
              {staffDateTime(item.at, language)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t.noneScheduled}</p>
      )}
      <h3 className={styles.subheading}>
        {t.missing} ({sum(editor.missing)})
      </h3>
      <div className={styles.figures} data-missing>
        {missing.map((figure) => (
          <FigureLink
            key={`${figure.collection}-${figure.locale}`}
            figure={figure}
            label={`${names[figure.collection] ?? ''}: ${figure.locale === 'fr' ? t.missingIn.fr : t.missingIn.en}`}
          />
        ))}
      </div>
    </Section>
  )
}

function OutboxPart({ outbox, t, names, language }: PartProps<'outbox'>) {
  const failed = outbox.failed.filter((figure) => figure.count > 0)
  const waiting = outbox.waiting.filter((figure) => figure.count > 0)
  const label = (figure: { collection: string; field: string }) =>
    `${names[figure.collection] ?? figure.collection} (${figure.field})`
  return (
    <Section title={t.outbox} id="dashboard-outbox">
      <div className={styles.figures}>
        <div className={styles.total} data-outbox="waiting">
          <span className={styles.count}>{sum(outbox.waiting)}</span>
          <span className={styles.label}>{t.waiting}</span>
        </div>
        {waiting.map((figure) => (
          <FigureLink key={`w-${label(figure)}`} figure={figure} label={label(figure)} />
        ))}
      </div>
      <div className={styles.figures}>
        <div className={styles.total} data-outbox="failed">
          <span className={styles.count}>{sum(outbox.failed)}</span>
          <span className={styles.label}>{t.failed}</span>
        </div>
        {failed.map((figure) => (
          <FigureLink key={`f-${label(figure)}`} figure={figure} label={label(figure)} />
        ))}
      </div>
      {outbox.lastError ? (
        <Banner type="error">
          <span data-last-error>
            {t.failingSince} {staffDateTime(outbox.lastError.since, language)}. {t.lastError}:{' '}
            <Link href={outbox.lastError.href} prefetch={false}>
              {outbox.lastError.message || '—'}
            </Link>
          </span>
        </Banner>
      ) : (
        <p className={styles.note}>{t.noFailures}</p>
      )}
    </Section>
  )
}

function SearchesPart({
  searches,
  t,
}: {
  searches: NonNullable<DashboardProps['searches']>
  t: DashboardTexts
}) {
  return (
    <Section title={t.searches} id="dashboard-searches">
      <p className={styles.note}>{t.searchesNote}</p>
      {searches.items.length ? (
        <table className={styles.table} data-search-misses>
          <thead>
            <tr>
              <th scope="col">{t.query}</th>
              <th scope="col">{t.language}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {searches.items.map((item) => (
              <tr key={`${item.locale}-${item.query}`}>
                <td>{item.query}</td>
                <td>{t.languages[item.locale]}</td>
                <td>{item.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>{t.noSearches}</p>
      )}
    </Section>
  )
}

/** The staff dashboard (issue 27): what needs doing, for the roles of whoever looks. */
export function Dashboard({ language, names, sales, editor, outbox, searches }: DashboardProps) {
  const t = dashboardTexts[language]
  return (
    <Gutter className={`${styles.dashboard} vonk-dashboard`}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.note}>{t.intro}</p>
      {sales ? <SalesPart sales={sales} t={t} names={names} language={language} /> : null}
      {editor ? <EditorPart editor={editor} t={t} names={names} language={language} /> : null}
      {outbox ? <OutboxPart outbox={outbox} t={t} names={names} language={language} /> : null}
      {searches ? <SearchesPart searches={searches} t={t} /> : null}
    </Gutter>
  )
}
