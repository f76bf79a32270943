/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from
 * assistive technology) but form-filling bots do: a value in it marks the post as spam.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
