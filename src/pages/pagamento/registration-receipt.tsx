import { useMemo } from 'react'
import { formatMoney } from '../../format/money'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { parseRegistrationReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { Field, PaymentStatus, PixPayment, ValidationLink, isPaid } from '../../live/receipt-parts'
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
  const { texts } = useLiveContent()
  const path = useBrowserPath()
  const params = path === null ? null : parseRegistrationReceiptPath(path)
  const ids = params?.userId && params.loteId ? { userId: params.userId, loteId: params.loteId } : null
  return (
    <>
      <PageHeader title={texts.registrationHeading} width="md" />
      <section className="live-section live-section--wide">
        {path !== null && !ids ? <InvalidLink message={texts.registrationError} /> : <Receipt ids={ids} />}
      </section>
    </>
  )
}

/** `ids` null: not read yet (prerender, hydration), the spinner shows. */
function Receipt({ ids }: { ids: Ids | null }) {
  const { texts, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  // Spec section 7: the registration first, then its payment, one after the other.
  const { state, retry } = useLoad(
    ids === null
      ? null
      : async (signal) => {
          const registration = await api.getRegistration(ids.userId, ids.loteId, signal)
          const payment = await api.getPayment(ids.userId, ids.loteId, signal)
          return { registration, payment }
        },
    texts.registrationError,
  )

  if (state.status === 'loading') return <Loading label={texts.loading} />
  if (state.status === 'failed') return <LoadFailure message={texts.registrationError} onRetry={retry} />

  const { registration, payment } = state.value
  const activities = registration.atividades ?? []
  return (
    <div data-testid="receipt">
      <p className="live-text">{texts.keepLink}</p>
      <div className="live-receipt__columns">
        <div className="live-receipt__fields">
          <Field label={texts.participant}>{registration.user_name}</Field>
          <Field label={texts.paymentStatus}>
            <PaymentStatus status={registration.inscricao.status} />
          </Field>
          <Field label={texts.lote}>{registration.inscricao.nome_lote}</Field>
          <Field label={texts.price}>{formatMoney(registration.inscricao.preco)}</Field>
          <Field label={texts.activities}>
            {activities.length === 0 ? (
              texts.noActivities
            ) : (
              <ul className="live-receipt__list" data-testid="activities">
                {activities.map((activity, index) => (
                  <li key={index}>{`${activity.nome} - ${activity.tipo}`}</li>
                ))}
              </ul>
            )}
          </Field>
        </div>
        {isPaid(registration.inscricao.status) ? null : <PixPayment src={payment.qr_code_base64} code={payment.qr_code} />}
      </div>
      <ValidationLink />
    </div>
  )
}
