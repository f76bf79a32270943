'use client'

import { useEffect, useRef } from 'react'

import styles from './Visitors.module.css'

type Props = {
  labels: string[]
  views: number[]
  visitors: number[]
  names: { views: string; visitors: string }
  /** What the chart shows, for screen readers (the table below has every figure). */
  label: string
}

/** A theme colour of Payload's admin, so the chart follows light and dark mode. */
function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

/**
 * Page views and visitors per day as a line chart (Chart.js). The library is fetched by
 * this admin view only, after it has rendered: no page of the public site loads it.
 */
export function VisitorsChart({ labels, views, visitors, names, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let chart: { destroy: () => void } | undefined
    let cancelled = false
    void import('chart.js').then(
      ({
        Chart,
        CategoryScale,
        Filler,
        Legend,
        LineController,
        LineElement,
        LinearScale,
        PointElement,
        Tooltip,
      }) => {
        if (cancelled || !canvas.current) return
        Chart.register(
          CategoryScale,
          Filler,
          Legend,
          LineController,
          LineElement,
          LinearScale,
          PointElement,
          Tooltip,
        )
        const text = themeColour('--theme-elevation-800', '#333')
        const grid = themeColour('--theme-elevation-100', '#eee')
        chart = new Chart(canvas.current, {
          type: 'line',
          data: {
            labels,
            datasets: [
              {
                label: names.views,
                data: views,
                borderColor: '#ea580c',
                backgroundColor: 'rgb(234 88 12 / 0.12)',
                fill: true,
                tension: 0.25,
              },
              {
                label: names.visitors,
                data: visitors,
                borderColor: '#2563eb',
                backgroundColor: '#2563eb',
                borderDash: [6, 4],
                tension: 0.25,
              },
            ],
          },
          options: {
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            scales: {
              x: {
                ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 },
                grid: { color: grid },
              },
              y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
            },
            plugins: { legend: { labels: { color: text } } },
          },
        })
      },
    )
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [labels, views, visitors, names])
  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={label} data-visitors-chart />
    </div>
  )
}
