import { useCallback, useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { ApiError, type ApiClient } from '../api/api-client'
import type { Pix } from '../api/pix'
import { Button } from '../components/button'
import { PageHeader } from '../components/page-header'
import { liveApiClient } from './live-api'
import { useLiveContent } from './live-content-context'
import { Alert, Loading } from './load-states'
import { awaitingPayment, paymentOpen, type StatusView } from './payment-status'
import { showToast } from './toast'
import { useBrowserHref, useBrowserPath, useMediaQuery } from './use-browser'

/** A receipt, prerendered with its heading and spinner: the browser reads the ids (`idsOf`; null: a link without them) and loads. */
export function ReceiptPage<Ids, T>(props: {
  heading: string
  errorToast: string
  idsOf: (path: string) => Ids | null
  load: (api: ApiClient, ids: Ids, signal: AbortSignal) => Promise<T>
  children: (loaded: T) => ReactNode
}) {
  const { receipts, ui, edition } = useLiveContent()
  const path = useBrowserPath()
  const ids = path === null ? null : props.idsOf(path)
  const { state, retry } = useLoad(
    ids === null ? null : (signal) => props.load(liveApiClient(edition.eventId), ids, signal),
    props.errorToast,
  )
  return (
    <>
      <PageHeader title={props.heading} />
      <section className="reading-column live-section live-section--wide">
        {path !== null && ids === null ? (
          <Alert severity="warning" testId="invalid-link">
            {props.errorToast}
          </Alert>
        ) : state.status === 'loading' ? (
          <Loading label={ui.loading} />
        ) : state.status === 'failed' ? (
          <div className="live-failure" data-testid="load-failure">
            <Alert severity="error">{props.errorToast}</Alert>
            <Button onClick={retry}>{receipts.retry}</Button>
          </div>
        ) : (
          <div data-testid="receipt">
            <p className="live-text">{receipts.keepLink}</p>
            {props.children(state.value)}
            <ValidationLink />
          </div>
        )}
      </section>
    </>
  )
}

type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed' }

// Loads once `load` is given (null: still hydrating) and on retry(); a failure shows the spec's toast and ends the spinner.
function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, errorToast: string) {
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

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="live-receipt__field">
      <strong>{label}:</strong> {children}
    </div>
  )
}

/**
 * The Pix to pay with, or, when there is none or its image does not decode, the status's line (what to do, where to follow
 * it) and, while a payment is open, the way to the platform.
 */
export function PaymentAction({ view, pix }: { view: StatusView; pix: Pix | null }) {
  const { receipts, edition, ui } = useLiveContent()
  const [broken, setBroken] = useState(false)
  const shown = awaitingPayment(view) && pix !== null && !broken ? pix : null
  const note = shown ? receipts.pixNote : view.note
  const platform = !shown && paymentOpen(view.kind) && !view.closed ? edition.signInUrl : null
  return (
    <div className="live-receipt__action">
      {shown && <PixPayment pix={shown} onBroken={() => setBroken(true)} />}
      {note || platform ? (
        <div className="live-note" data-testid="status-note">
          {note && <p className="live-text">{note}</p>}
          {platform && (
            <a className="live-note__link" href={platform} target="_blank" rel="noopener noreferrer">
              {receipts.platformLink}
              <span className="visually-hidden"> {ui.newTab}</span>
            </a>
          )}
        </div>
      ) : null}
    </div>
  )
}

function PixPayment({ pix, onBroken }: { pix: Pix; onBroken: () => void }) {
  const { receipts, ui } = useLiveContent()
  const [manual, setManual] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.code)
      showToast(receipts.copied, 'success', ui.closeNotice)
    } catch {
      // No clipboard access (old browser, denied permission): show the code to copy by hand.
      setManual(true)
    }
  }
  return (
    <div className="live-pix" data-testid="pix">
      <img className="live-pix__qr" src={pix.image} alt={receipts.qrAlt} width={174} height={174} onError={onBroken} />
      <Button onClick={() => void copy()}>{receipts.copyPix}</Button>
      {manual && (
        <textarea
          className="live-pix__code"
          readOnly
          value={pix.code}
          aria-label={receipts.copyPix}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  )
}

// Spec section 9: the full address when the window is wider than 600 px, else a text that says where it goes (decision 0177).
function ValidationLink() {
  const { receipts } = useLiveContent()
  const wide = useMediaQuery('(min-width: 600.02px)')
  const href = useBrowserHref()
  return (
    <div className="live-validation">
      <span className="live-validation__intro">{receipts.validation}</span>
      <a href={href} data-testid="validation-link">
        {wide ? href : receipts.validationShort}
      </a>
    </div>
  )
}
