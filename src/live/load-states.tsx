import { Button } from '../components/button'
import { useLiveContent } from './live-content-context'
import { Alert, Progress } from './live-ui'

export function Loading({ label }: { label: string }) {
  return (
    <div className="live-loading" role="status" aria-live="polite">
      <Progress />
      <span>{label}</span>
    </div>
  )
}

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const retryLabel = useLiveContent().texts.retry
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
