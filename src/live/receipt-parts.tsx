import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useSnackbar } from 'notistack'
import { useEffect, useState, type ReactNode } from 'react'

export const PAID_STATUS = 'REALIZADO'

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Box component="strong" sx={{ mr: 0.5 }}>
        {label}
      </Box>
      {children}
    </Box>
  )
}

export function PaymentStatus({ status }: { status: string }) {
  const paid = status === PAID_STATUS
  return (
    <Box
      component="span"
      data-status={paid ? 'paid' : 'pending'}
      sx={{
        display: 'inline-block',
        px: 1,
        borderRadius: 1,
        fontWeight: 700,
        color: '#fff',
        bgcolor: paid ? '#1b5e20' : '#8a4100',
      }}
    >
      {status}
    </Box>
  )
}

export function PixPayment({ src, code, alt, copyLabel, copiedText, copyFailedText }: { src: string; code: string; alt: string; copyLabel: string; copiedText: string; copyFailedText: string }) {
  const { enqueueSnackbar } = useSnackbar()
  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      enqueueSnackbar(copiedText, { variant: 'success' })
    } catch {
      enqueueSnackbar(copyFailedText, { variant: 'error' })
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={src} alt={alt} width={174} height={174} sx={{ width: 174, height: 174, imageRendering: 'pixelated' }} />
      <Button variant="contained" onClick={() => void copy()}>
        {copyLabel}
      </Button>
    </Box>
  )
}

// Spec section 9: the full address only when the window is wider than 600 px.
export const WIDE_QUERY = '(min-width: 600.02px)'

export function ValidationLink({ intro, shortLabel }: { intro: string; shortLabel: string }) {
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true })
  const [href, setHref] = useState('')
  useEffect(() => setHref(window.location.href), [])
  return (
    <Box sx={{ mt: 3, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ mr: 1 }}>
        <strong>*</strong>
        {intro}
        <strong>*</strong>
      </Box>
      <a href={href} data-testid="validation-link">
        {wide ? href : shortLabel}
      </a>
    </Box>
  )
}
