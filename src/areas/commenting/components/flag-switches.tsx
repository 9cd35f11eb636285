import { Switch } from '../../../ui/switch'

type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K & string : never }[keyof T]

/** A section's on/off settings, one switch each, in the order given. */
export function FlagSwitches<T>({
  values,
  onChange,
  flags,
  nested = false,
  disabled,
}: Readonly<{
  values: T
  onChange: (patch: Partial<T>) => void
  flags: ReadonlyArray<readonly [label: string, key: FlagKey<T>]>
  /** Indented under the switch they depend on. */
  nested?: boolean
  disabled?: boolean
}>) {
  return (
    <>
      {flags.map(([label, key]) => (
        <Switch
          key={key}
          label={label}
          className={nested ? 'pl-6' : undefined}
          disabled={disabled}
          checked={values[key] as boolean}
          onChange={(on) => onChange({ [key]: on } as Partial<T>)}
        />
      ))}
    </>
  )
}
