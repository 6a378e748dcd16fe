import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useSnackbar } from 'notistack'
import { useState, useSyncExternalStore, type ReactNode } from 'react'

export const PAID_STATUS = 'REALIZADO'

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <strong>{label}:</strong> {children}
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

export function PixPayment({
  src,
  code,
  alt,
  copyLabel,
  copiedText,
}: {
  src: string
  code: string
  alt: string
  copyLabel: string
  copiedText: string
}) {
  const { enqueueSnackbar } = useSnackbar()
  const [manual, setManual] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      enqueueSnackbar(copiedText, { variant: 'success' })
    } catch {
      // No clipboard access (old browser, denied permission): show the code to copy by hand.
      setManual(true)
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={src} alt={alt} width={174} height={174} sx={{ width: 174, height: 174, imageRendering: 'pixelated' }} />
      <Button variant="contained" onClick={() => void copy()}>
        {copyLabel}
      </Button>
      {manual && (
        <Box
          component="textarea"
          readOnly
          value={code}
          aria-label={copyLabel}
          rows={3}
          onFocus={(e: { currentTarget: HTMLTextAreaElement }) => e.currentTarget.select()}
          sx={{ width: 220, fontFamily: 'monospace' }}
        />
      )}
    </Box>
  )
}

// Spec section 9: the full address only when the window is wider than 600 px.
export const WIDE_QUERY = '(min-width: 600.02px)'

const noChange = () => () => {}

export function ValidationLink({ intro, shortLabel }: { intro: string; shortLabel: string }) {
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true })
  // The address is read in the browser only: the prerendered shell has no location.
  const href = useSyncExternalStore(
    noChange,
    () => window.location.href,
    () => '',
  )
  return (
    <Box sx={{ mt: 3, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ mr: 1 }}>
        {intro}
      </Box>
      <a href={href} data-testid="validation-link">
        {wide ? href : shortLabel}
      </a>
    </Box>
  )
}
