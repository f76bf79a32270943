/**
 * The not-found boundary above every root layout. Without a file here, Next.js gives
 * the app root and the `(frontend)` group its built-in "404: This page could not be
 * found." page, inline styles and all, and that element goes into the RSC payload of
 * every page twice (about 2.2 kB, 0.5 kB gzipped). It is never shown: URLs outside every
 * route get `global-not-found.tsx`, and pages inside a language `[locale]/not-found.tsx`;
 * only a root layout that called `notFound()` would reach it, and the proxy sends no
 * unknown language to one.
 */
export default function RootNotFound() {
  return <p>404</p>
}
