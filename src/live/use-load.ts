import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { ApiError } from '../api/api-client'
import { useLiveContent } from './live-content-context'
import { showToast } from './toast'

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed' }

// Loads once `load` is given (null: still hydrating) and on retry(); a failure shows the spec's toast and ends the spinner.
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, errorToast: string) {
  const closeLabel = useLiveContent().ui.closeNotice
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const ready = load !== null
  const start = useEffectEvent((signal: AbortSignal) => load?.(signal))

  useEffect(() => {
    if (!ready) return
    const controller = new AbortController()
    void start(controller.signal)?.then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', value })
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof ApiError && error.kind === 'aborted')) return
        console.warn('Falha ao carregar:', error instanceof Error ? error.message : error)
        showToast(errorToast, 'error', closeLabel)
        setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [attempt, ready, errorToast, closeLabel])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
