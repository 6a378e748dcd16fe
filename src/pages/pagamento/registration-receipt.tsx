import { useMemo } from 'react'
import type { Registration } from '../../api/registration'
import { formatMoney } from '../../format/money'
import { getPix, getRegistration } from '../../api/registration'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { parseRegistrationReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { awaitingPayment, PaymentStatus, statusView, type StatusView } from '../../live/payment-status'
import { Field, PaymentAction, ValidationLink } from '../../live/receipt-parts'
import { useBrowserPath } from '../../live/use-browser'
import { useLoad } from '../../live/use-load'
import { PageHeader } from '../../components/page-header'

interface Ids {
  userId: string
  loteId: string
}

// Prerendered with its heading and the spinner (the ids are only known in the browser); the
// script reads the ids and loads (decision 0065).
export function RegistrationReceipt() {
  const { registration } = useLiveContent()
  const path = useBrowserPath()
  const params = path === null ? null : parseRegistrationReceiptPath(path)
  const ids = params?.userId && params.loteId ? { userId: params.userId, loteId: params.loteId } : null
  return (
    <>
      <PageHeader title={registration.heading} />
      <section className="live-section live-section--wide">
        {path !== null && !ids ? <InvalidLink message={registration.errorToast} /> : <Receipt ids={ids} />}
      </section>
    </>
  )
}

/** `ids` null: not read yet (prerender, hydration), the spinner shows. */
function Receipt({ ids }: { ids: Ids | null }) {
  const { registration: texts, receipts, ui, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  // The registration decides the page; its payment, asked for only while one is awaited, only adds
  // the Pix: whatever that call answers (a card payment, a free registration, the 404 of a platform
  // that no longer routes it, an error), the receipt shows (decision 0112). Both before the first
  // render, so nothing moves when the Pix arrives.
  const { state, retry } = useLoad(
    ids === null
      ? null
      : async (signal) => {
          const registration = await getRegistration(api, ids.userId, ids.loteId, signal)
          // The edition's end by this browser's clock: a payment still pending then is no longer asked for.
          const view = statusView(registration.status, receipts, Date.now() >= edition.end)
          const pix = awaitingPayment(view) ? await getPix(api, ids.userId, ids.loteId, signal).catch(withoutPix(signal)) : null
          return { registration, view, pix }
        },
    texts.errorToast,
  )

  if (state.status === 'loading') return <Loading label={ui.loading} />
  if (state.status === 'failed') return <LoadFailure message={texts.errorToast} onRetry={retry} />

  const { registration, view, pix } = state.value
  return (
    <div data-testid="receipt">
      <p className="live-text">{receipts.keepLink}</p>
      <div className="live-receipt__columns">
        <RegistrationFields registration={registration} view={view} />
        <PaymentAction view={view} pix={pix} />
      </div>
      <ValidationLink />
    </div>
  )
}

/** A failed payment call leaves the receipt without a Pix; a cancelled one still cancels the load. */
const withoutPix = (signal: AbortSignal) => (error: unknown) => {
  if (signal.aborted) throw error
  console.warn('Pagamento indisponível:', error instanceof Error ? error.message : error)
  return null
}

function RegistrationFields({ registration, view }: { registration: Registration; view: StatusView }) {
  const { registration: texts, receipts } = useLiveContent()
  return (
    <div className="live-receipt__fields">
      <Field label={receipts.participant}>{registration.name}</Field>
      <Field label={receipts.status}>
        <PaymentStatus view={view} />
      </Field>
      <Field label={texts.lote}>{registration.lotName}</Field>
      <Field label={texts.price}>{formatMoney(registration.price)}</Field>
      <Field label={texts.activities}>
        {registration.activities.length === 0 ? (
          texts.none
        ) : (
          <ul className="live-receipt__list" data-testid="activities">
            {registration.activities.map((activity, index) => (
              <li key={index}>{`${activity.name} - ${texts.activityTypes[activity.type] ?? activity.type}`}</li>
            ))}
          </ul>
        )}
      </Field>
    </div>
  )
}
