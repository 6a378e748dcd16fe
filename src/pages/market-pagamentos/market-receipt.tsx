import { useMemo } from 'react'
import type { MarketplaceOrder } from '../../api/types'
import { formatDateTime } from '../../format/date-time'
import { formatMoney } from '../../format/money'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { parseMarketReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { Field, PaymentStatus, PixPayment, ValidationLink, isPaid } from '../../live/receipt-parts'
import { useBrowserPath } from '../../live/use-browser'
import { useLoad } from '../../live/use-load'
import { PageHeader } from '../../components/page-header'

// Prerendered with its headings and the spinner (the id is only known in the browser); the
// script reads the id and loads (decision 0065).
export function MarketReceipt() {
  const { texts } = useLiveContent()
  const path = useBrowserPath()
  const userId = path === null ? null : (parseMarketReceiptPath(path)?.userId ?? null)
  return (
    <>
      <PageHeader title={texts.marketTitle} width="md" />
      <section className="live-section live-section--wide">
        <h2 className="live-h2">{texts.marketHeading}</h2>
        {path !== null && !userId ? <InvalidLink message={texts.marketError} /> : <Orders userId={userId} />}
      </section>
    </>
  )
}

// Formats every order before showing any, so a bad date fails the whole load instead of
// rendering half a receipt.
function prepare(orders: MarketplaceOrder[]) {
  return orders.map((order) => ({ ...order, date: formatDateTime(order.creationDate) }))
}

/** `userId` null: not read yet (prerender, hydration), the spinner shows. */
function Orders({ userId }: { userId: string | null }) {
  const { texts, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  const { state, retry } = useLoad(
    userId === null ? null : async (signal) => prepare(await api.getMarketplaceOrders(userId, signal)),
    texts.marketError,
  )

  if (state.status === 'loading') return <Loading label={texts.loading} />
  if (state.status === 'failed') return <LoadFailure message={texts.marketError} onRetry={retry} />

  const orders = state.value
  return (
    <div data-testid="receipt">
      <p className="live-text">{texts.keepLink}</p>
      {orders.length === 0 && <p>{texts.noOrders}</p>}
      {orders.map((order, index) => (
        <div key={index} data-testid="order">
          {index > 0 && <hr className="live-receipt__divider" />}
          <div className="live-receipt__columns">
            <div className="live-receipt__fields">
              <Field label={texts.participant}>{order.user.name}</Field>
              <Field label={texts.paymentStatus}>
                <PaymentStatus status={order.paymentStatus} />
              </Field>
              <Field label={texts.total}>{formatMoney(order.totalValue)}</Field>
              <Field label={texts.orderDate}>{order.date}</Field>
              <Field label={texts.products}>
                <ul className="live-receipt__list">
                  {order.sales.map((sale, saleIndex) => (
                    <li key={saleIndex}>{`${sale.product.name} - ${sale.quantity} x ${formatMoney(sale.product.price)}`}</li>
                  ))}
                </ul>
              </Field>
            </div>
            {isPaid(order.paymentStatus) ? null : (
              <PixPayment src={order.transactionData.qr_code_base64} code={order.transactionData.qr_code} />
            )}
          </div>
        </div>
      ))}
      <ValidationLink />
    </div>
  )
}
