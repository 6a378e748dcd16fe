import { formatDateTime } from '../../format/date-time'
import { formatMoney } from '../../format/money'
import { getShopOrders } from '../../api/shop'
import { useLiveContent } from '../../live/live-content-context'
import { parseMarketReceiptPath } from '../../live/live-routes'
import { PaymentStatus, statusView } from '../../live/payment-status'
import { Field, PaymentAction, ReceiptPage } from '../../live/receipt-parts'

export function MarketReceipt() {
  const { market, receipts, edition } = useLiveContent()
  return (
    <ReceiptPage
      heading={market.heading}
      errorToast={market.errorToast}
      idsOf={(path) => parseMarketReceiptPath(path)?.userId ?? null}
      // Every order formatted before any shows, so a bad date fails the whole load, not half a receipt (decision 0175).
      load={async (api, userId, signal) => {
        const orders = await getShopOrders(api, userId, signal)
        const over = Date.now() >= edition.end
        return orders.map((order) => ({ ...order, date: formatDateTime(order.createdAt), view: statusView(order.status, receipts, over) }))
      }}
    >
      {(orders) => (
        <>
          {orders.length === 0 && <p>{market.noOrders}</p>}
          {orders.map((order, index) => (
            <div key={index} data-testid="order">
              {index > 0 && <hr className="live-receipt__divider" />}
              <div className="live-receipt__columns">
                <div className="live-receipt__fields">
                  <Field label={receipts.participant}>{order.buyer}</Field>
                  <Field label={receipts.status}>
                    <PaymentStatus view={order.view} />
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
                <PaymentAction view={order.view} pix={order.pix} />
              </div>
            </div>
          ))}
        </>
      )}
    </ReceiptPage>
  )
}
