import { Button } from '../components/button'
import { useLiveContent } from './live-content-context'
import { Alert, Progress } from './live-ui'

/** `over`: laid over the box of what it stands in for (the search's field), instead of a block of its own. */
export function Loading({ label, over = false }: { label: string; over?: boolean }) {
  return (
    <div className={over ? 'live-loading live-loading--over' : 'live-loading'} role="status" aria-live="polite">
      <Progress />
      <span>{label}</span>
    </div>
  )
}

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const retryLabel = useLiveContent().receipts.retry
  return (
    <div className="live-failure" data-testid="load-failure">
      <Alert severity="error">{message}</Alert>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  )
}

export function InvalidLink({ message }: { message: string }) {
  return (
    <Alert severity="warning" testId="invalid-link">
      {message}
    </Alert>
  )
}
