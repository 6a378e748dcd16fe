import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'

export function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-hidden="true" />
      <span>{label}</span>
    </Box>
  )
}

export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, py: 3 }} data-testid="load-failure">
      <Alert severity="error" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  )
}

export function InvalidLink({ message }: { message: string }) {
  return (
    <Alert severity="warning" sx={{ my: 3 }} data-testid="invalid-link">
      {message}
    </Alert>
  )
}
