import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// A title, a description and a language, so the floor can score 100 on SEO and
// accessibility like the pages it is compared with.
export const metadata: Metadata = {
  title: 'Framework floor',
  description: 'A server-rendered Next.js page without client components: the benchmark floor.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  )
}
