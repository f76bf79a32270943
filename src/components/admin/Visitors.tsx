import { Banner, Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { AdminLanguage } from '@/lib/admin/dashboardTexts'
import {
  staffDay,
  staffNumber,
  visitorRanges,
  visitorsTexts,
  type VisitorsTexts,
} from '@/lib/admin/visitorsTexts'
import type { Ranked, SlowPage } from '@/lib/insight/figures'
import type { VisitorsProps } from '@/lib/insight/report'

import styles from './Visitors.module.css'
import { VisitorsChart } from './VisitorsChart'

function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.part} data-part={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A ranking of one dimension: its key, page views, visitors. */
function RankedTable({
  rows,
  keyLabel,
  t,
  language,
  name = (key) => key,
}: {
  rows: Ranked[]
  keyLabel: string
  t: VisitorsTexts
  language: AdminLanguage
  name?: (key: string) => string
}) {
  if (rows.length === 0) return <p className={styles.note}>{t.none}</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          <th scope="col">{t.views}</th>
          <th scope="col">{t.visitors}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{name(row.key)}</th>
            <td>{staffNumber(row.views, language)}</td>
            <td>{staffNumber(row.visitors, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function SlowTable({
  rows,
  unit,
  t,
  language,
}: {
  rows: SlowPage[]
  unit: (value: number) => string
  t: VisitorsTexts
  language: AdminLanguage
}) {
  if (rows.length === 0) return <p className={styles.note}>{t.none}</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.page}</th>
          <th scope="col">{t.p75}</th>
          <th scope="col">{t.samples}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row">{row.path}</th>
            <td>{unit(row.p75)}</td>
            <td>{staffNumber(row.samples, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The "Bezoekers" view (issue 41): page views and visitors per day as a chart and a
 * table, top pages, referring sites, campaigns with the leads they brought, sources,
 * devices and languages, and the pages real visitors find slowest (p75 LCP and INP).
 */
export function Visitors({ language, range, enabled, report }: VisitorsProps) {
  const t = visitorsTexts[language]
  const seconds = (ms: number) => `${staffNumber(Math.round(ms / 10) / 100, language)} s`
  const milliseconds = (ms: number) => `${staffNumber(ms, language)} ms`
  return (
    <Gutter className={`vonk-visitors ${styles.view}`}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.note}>{t.intro}</p>
      {enabled ? null : <Banner type="info">{t.off}</Banner>}
      <nav aria-label={t.range} className={styles.ranges}>
        {visitorRanges.map((days) => (
          <Link
            key={days}
            href={`/admin/visitors?days=${days}`}
            aria-current={days === range ? 'page' : undefined}
            className={styles.range}
            prefetch={false}
          >
            {t.lastDays(days)}
          </Link>
        ))}
      </nav>
      <div className={styles.totals}>
        <p className={styles.total} data-total="views">
          <span className={styles.count}>{staffNumber(report.totals.views, language)}</span>
          <span>{t.views}</span>
        </p>
        <p className={styles.total} data-total="visitors">
          <span className={styles.count}>{staffNumber(report.totals.visitors, language)}</span>
          <span>
            {t.visitors} ({t.visitorsNote})
          </span>
        </p>
      </div>
      <Part title={t.perDay} id="visitors-days">
        <VisitorsChart
          labels={report.days.map((day) => staffDay(day.day, language))}
          views={report.days.map((day) => day.views)}
          visitors={report.days.map((day) => day.visitors)}
          names={{ views: t.views, visitors: t.visitors }}
          label={t.chartLabel(report.totals.views, report.totals.visitors, report.days.length)}
        />
        <details className={styles.details}>
          <summary>
            {t.perDay}: {t.views}, {t.visitors}
          </summary>
          <table className={styles.table} data-days>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.views}</th>
                <th scope="col">{t.visitors}</th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{staffDay(day.day, language)}</th>
                  <td>{staffNumber(day.views, language)}</td>
                  <td>{staffNumber(day.visitors, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Part>
      <div className={styles.grid}>
        <Part title={t.topPages} id="visitors-pages">
          <RankedTable rows={report.pages} keyLabel={t.page} t={t} language={language} />
        </Part>
        <Part title={t.referrers} id="visitors-referrers">
          <RankedTable rows={report.referrers} keyLabel={t.referrer} t={t} language={language} />
        </Part>
      </div>
      <Part title={t.campaigns} id="visitors-campaigns">
        {report.campaigns.length === 0 ? (
          <p className={styles.note}>{t.none}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.campaign}</th>
                <th scope="col">{t.visitors}</th>
                <th scope="col">{t.leads}</th>
                <th scope="col">{t.conversion}</th>
              </tr>
            </thead>
            <tbody>
              {report.campaigns.map((line) => (
                <tr key={line.campaign}>
                  <th scope="row">{line.campaign}</th>
                  <td>{staffNumber(line.visitors, language)}</td>
                  <td>{staffNumber(line.leads, language)}</td>
                  <td>{line.rate === null ? '–' : staffNumber(line.rate, language, 'percent')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Part>
      <div className={styles.grid}>
        <Part title={t.slowLcp} id="visitors-lcp">
          <p className={styles.note}>{t.vitalsNote}</p>
          <SlowTable rows={report.slowLcp} unit={seconds} t={t} language={language} />
        </Part>
        <Part title={t.slowInp} id="visitors-inp">
          <p className={styles.note}>{t.vitalsNote}</p>
          <SlowTable rows={report.slowInp} unit={milliseconds} t={t} language={language} />
        </Part>
      </div>
      <div className={styles.grid}>
        <Part title={t.sources} id="visitors-sources">
          <RankedTable rows={report.sources} keyLabel={t.source} t={t} language={language} />
        </Part>
        <Part title={t.devices} id="visitors-devices">
          <RankedTable
            rows={report.devices}
            keyLabel={t.device}
            t={t}
            language={language}
            name={(key) => t.deviceNames[key] ?? key}
          />
        </Part>
        <Part title={t.languages} id="visitors-languages">
          <RankedTable
            rows={report.languages}
            keyLabel={t.language}
            t={t}
            language={language}
            name={(key) => key.toUpperCase()}
          />
        </Part>
      </div>
    </Gutter>
  )
}
