import { useMemo } from 'react'
import type { ShopOrder } from '../../api/shop'
import { formatDateTime } from '../../format/date-time'
import { formatMoney } from '../../format/money'
import { getShopOrders } from '../../api/shop'
import { liveApiClient } from '../../live/live-api'
import type { LiveContent } from '../../live/live-content'
import { useLiveContent } from '../../live/live-content-context'
import { parseMarketReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { PaymentStatus, statusView } from '../../live/payment-status'
import { Field, PaymentAction, ValidationLink } from '../../live/receipt-parts'
import { useBrowserPath } from '../../live/use-browser'
import { useLoad } from '../../live/use-load'
import { PageHeader } from '../../components/page-header'

// Prerendered with its heading and the spinner (the id is only known in the browser); the
// script reads the id and loads (decision 0065).
export function MarketReceipt() {
  const { market } = useLiveContent()
  const path = useBrowserPath()
  const userId = path === null ? null : (parseMarketReceiptPath(path)?.userId ?? null)
  return (
    <>
      <PageHeader title={market.heading} />
      <section className="live-section live-section--wide">
        {path !== null && !userId ? <InvalidLink message={market.errorToast} /> : <Orders userId={userId} />}
      </section>
    </>
  )
}

// Formats every order before showing any, so a bad date fails the whole load instead of rendering
// half a receipt; `over`: the edition's end has passed by this browser's clock, so a payment still
// pending is no longer asked for (decision 0175).
function prepare(orders: ShopOrder[], receipts: LiveContent['receipts'], over: boolean) {
  return orders.map((order) => ({ ...order, date: formatDateTime(order.createdAt), view: statusView(order.status, receipts, over) }))
}

/** `userId` null: not read yet (prerender, hydration), the spinner shows. */
function Orders({ userId }: { userId: string | null }) {
  const { market, receipts, ui, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  const { state, retry } = useLoad(
    userId === null ? null : async (signal) => prepare(await getShopOrders(api, userId, signal), receipts, Date.now() >= edition.end),
    market.errorToast,
  )

  if (state.status === 'loading') return <Loading label={ui.loading} />
  if (state.status === 'failed') return <LoadFailure message={market.errorToast} onRetry={retry} />

  const orders = state.value
  return (
    <div data-testid="receipt">
      <p className="live-text">{receipts.keepLink}</p>
      {orders.length === 0 && <p>{market.noOrders}</p>}
      {orders.map((order, index) => {
        const { view } = order
        return (
          <div key={index} data-testid="order">
            {index > 0 && <hr className="live-receipt__divider" />}
            <div className="live-receipt__columns">
              <div className="live-receipt__fields">
                <Field label={receipts.participant}>{order.buyer}</Field>
                <Field label={receipts.status}>
                  <PaymentStatus view={view} />
                </Field>
                <Field label={market.total}>{formatMoney(order.total)}</Field>
                <Field label={market.orderDate}>{order.date}</Field>
                <Field label={market.products}>
                  <ul className="live-receipt__list">
                    {order.items.map((item, itemIndex) => (
                      <li key={itemIndex}>{`${item.name} - ${item.quantity} x ${formatMoney(item.price)}`}</li>
                    ))}
                  </ul>
                </Field>
              </div>
              <PaymentAction view={view} pix={order.pix} />
            </div>
          </div>
        )
      })}
      <ValidationLink />
    </div>
  )
}
