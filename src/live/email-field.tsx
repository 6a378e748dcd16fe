import { FieldLabel } from '../components/field-label'
import { useEffect, useEffectEvent, useRef } from 'react'

// A native input, not MUI's TextField (about 25 KB of gzip for one field), usable before the script runs: uncontrolled,
// so the script adopts what was typed meanwhile instead of wiping it (decision 0065).
export function EmailField({
  id,
  label,
  value,
  error,
  waiting = false,
  onChange,
}: {
  /** Not useId's: it would differ between prerender and browser. */
  id: string
  label: string
  value: string
  /** The error text, or null while the value is valid. */
  error: string | null
  /** Hidden and out of reach while a search runs, its box kept for what replaces it. */
  waiting?: boolean
  onChange: (value: string) => void
}) {
  const errorId = `${id}-erro`
  const input = useRef<HTMLInputElement>(null)
  // Text typed before the script ran (or kept by the browser on back navigation) counts as a change.
  const adoptTyped = useEffectEvent(() => {
    const typed = input.current?.value ?? ''
    if (typed !== value) onChange(typed)
  })
  useEffect(() => adoptTyped(), [])
  return (
    <div
      className={['field', error === null ? '' : 'field--invalid', waiting ? 'live-field--waiting' : ''].join(' ').trim()}
      inert={waiting}
    >
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={input}
        className="field__input"
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={value}
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {/* Always present (a space when valid) so the form does not jump as the error comes and goes. */}
      <p className="field__error" id={errorId}>
        {error ?? ' '}
      </p>
    </div>
  )
}
