/** The first stop of the keyboard: hidden until focused (`.skip-link`, globals.css). */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="skip-link">
      {label}
    </a>
  )
}
