import Box from '@mui/material/Box'
import { useId } from 'react'

// A native e-mail input with its label and error text. MUI's TextField would bring InputBase,
// FormControl, OutlinedInput, InputLabel and, through its `select` prop, Select, Menu, Popover and
// Modal: about 25 KB of gzip JavaScript for one field (docs/decisions: live pages' JavaScript).
export function EmailField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  /** The error text, or null while the value is valid. */
  error: string | null
  onChange: (value: string) => void
}) {
  const id = useId()
  const errorId = `${id}-erro`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600, color: error ? 'error.dark' : 'text.primary' }}>
        {label} <span aria-hidden="true">*</span>
      </Box>
      <Box
        component="input"
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value}
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(e: { currentTarget: HTMLInputElement }) => onChange(e.currentTarget.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          minHeight: 48,
          px: 1.5,
          border: '1px solid',
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.6)',
          borderRadius: 1,
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus': { outline: '2px solid', outlineColor: error ? 'error.main' : 'primary.main', outlineOffset: 0 },
        }}
      />
      {/* Always present (a space when valid) so the form does not jump as the error comes and goes. */}
      <Box component="p" id={errorId} sx={{ m: 0, minHeight: '1.5em', fontSize: '0.875rem', color: 'error.dark' }}>
        {error ?? ' '}
      </Box>
    </Box>
  )
}
