import './text-field.css'
import type { ReactNode } from 'react'

/** The one text field's label, with the required mark: for the eye only, the input's `required` says it to screen readers. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}{' '}
      <span className="field__required" aria-hidden="true">
        *
      </span>
    </label>
  )
}
