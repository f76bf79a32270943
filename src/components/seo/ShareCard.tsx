import { cardText } from '@/lib/cardText'
import type { ShareCardText } from '@/lib/shareCardPaths'

/* Brand colours of src/styles/globals.css (next/og draws inline styles only). */
const ink = '#0d1b2a'
const spark = '#f97316'
const brandBlue = '#1d4ed8'

/** Long titles get a smaller size so they stay within three lines. */
function titleSize(title: string): number {
  if (title.length > 70) return 56
  if (title.length > 40) return 68
  return 80
}

/**
 * The generated Open Graph / Twitter image of a page (1200×630) for next/og:
 * brand at the top, the page's kind and heading, the tagline at the bottom.
 */
export function ShareCard({ card }: { card: ShareCardText }) {
  const title = cardText(card.title)
  const eyebrow = card.eyebrow ? cardText(card.eyebrow) : ''
  const tagline = card.tagline ? cardText(card.tagline) : ''
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        background: ink,
        borderLeft: `24px solid ${spark}`,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 36 }}>
        <div
          style={{ width: 28, height: 28, borderRadius: 14, background: spark, marginRight: 18 }}
        />
        {cardText(card.brand)}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {eyebrow ? (
          <div style={{ fontSize: 30, color: spark, textTransform: 'uppercase', letterSpacing: 2 }}>
            {eyebrow}
          </div>
        ) : null}
        <div style={{ fontSize: titleSize(title), lineHeight: 1.15, marginTop: 16 }}>{title}</div>
      </div>
      {/* Kept when empty: the title stays in the middle. */}
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 28, color: '#cbd5e1' }}>
        {tagline ? (
          <div style={{ width: 64, height: 6, background: brandBlue, marginRight: 24 }} />
        ) : null}
        {tagline}
      </div>
    </div>
  )
}
