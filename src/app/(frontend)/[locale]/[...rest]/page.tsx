import { notFound } from 'next/navigation'

/** Any other path inside a language: the localized "page not found". */
export default function CatchAll() {
  notFound()
}
