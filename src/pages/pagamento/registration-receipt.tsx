import type { Registration } from '../../api/registration'
import { formatMoney } from '../../format/money'
import { getPix, getRegistration } from '../../api/registration'
import { useLiveContent } from '../../live/live-content-context'
import { parseRegistrationReceiptPath } from '../../live/live-routes'
import { awaitingPayment, PaymentStatus, statusView, type StatusView } from '../../live/payment-status'
import { Field, PaymentAction, ReceiptPage } from '../../live/receipt-parts'

function idsOf(path: string) {
  const { userId, loteId } = parseRegistrationReceiptPath(path) ?? {}
  return userId && loteId ? { userId, loteId } : null
}

export function RegistrationReceipt() {
  const { registration: texts, receipts, edition } = useLiveContent()
  return (
    <ReceiptPage
      heading={texts.heading}
      errorToast={texts.errorToast}
      idsOf={idsOf}
      // The payment, asked for only while awaited, only adds the Pix: whatever it answers, the receipt shows (decision 0112);
      // both before the first render, so nothing moves when the Pix arrives.
      load={async (api, { userId, loteId }, signal) => {
        const registration = await getRegistration(api, userId, loteId, signal)
        // The edition's end by this browser's clock: a payment still pending then is no longer asked for.
        const view = statusView(registration.status, receipts, Date.now() >= edition.end)
        const pix = awaitingPayment(view) ? await getPix(api, userId, loteId, signal).catch(withoutPix(signal)) : null
        return { registration, view, pix }
      }}
    >
      {({ registration, view, pix }) => (
        <div className="live-receipt__columns">
          <RegistrationFields registration={registration} view={view} />
          <PaymentAction view={view} pix={pix} />
        </div>
      )}
    </ReceiptPage>
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
