/** A small spinning ring for actions and loading blocks; `label` is announced. */
export function Spinner({
  label,
  className = '',
}: Readonly<{ label?: string; className?: string }>) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={`inline-flex items-center gap-2 ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-full border-2 border-current border-r-transparent [animation:pp-spin_0.7s_linear_infinite]"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}
