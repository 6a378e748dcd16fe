import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import type { MarketplaceOrder } from '../../api/types'
import { formatDateTime } from '../../format/date-time'
import { formatMoney } from '../../format/money'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { parseMarketReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { Field, PaymentStatus, PixPayment, ValidationLink } from '../../live/receipt-parts'
import { useLoad } from '../../live/use-load'

export function MarketReceipt() {
  const { texts } = useLiveContent()
  const params = useMemo(() => parseMarketReceiptPath(window.location.pathname), [])
  return (
    <Box component="section" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {texts.marketTitle}
      </Typography>
      <Typography variant="h2" gutterBottom>
        {texts.marketHeading}
      </Typography>
      {params?.userId ? <Orders userId={params.userId} /> : <InvalidLink message={texts.marketError} />}
    </Box>
  )
}

// Formats every order before showing any, so a bad date fails the whole load instead of
// rendering half a receipt.
function prepare(orders: MarketplaceOrder[]) {
  return orders.map((order) => ({ ...order, date: formatDateTime(order.creationDate) }))
}

function Orders({ userId }: { userId: string }) {
  const { texts, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  const { state, retry } = useLoad(async (signal) => prepare(await api.getMarketplaceOrders(userId, signal)), texts.marketError)

  if (state.status === 'loading') return <Loading label={texts.loading} />
  if (state.status === 'failed') return <LoadFailure message={texts.marketError} retryLabel={texts.retry} onRetry={retry} />

  const orders = state.value
  return (
    <Box data-testid="receipt">
      <p>{texts.keepLink}</p>
      {orders.length === 0 && <p>{texts.noOrders}</p>}
      {orders.map((order, index) => (
        <Box key={index} data-testid="order">
          {index > 0 && <Divider sx={{ my: 3 }} />}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 280px' }}>
              <Field label={texts.participant}>{order.user.name}</Field>
              <Field label={texts.paymentStatus}>
                <PaymentStatus status={order.paymentStatus} />
              </Field>
              <Field label={texts.total}>{formatMoney(order.totalValue)}</Field>
              <Field label={texts.orderDate}>{order.date}</Field>
              <Field label={texts.products}>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {order.sales.map((sale, saleIndex) => (
                    <li key={saleIndex}>{`${sale.product.name} - ${sale.quantity} x ${formatMoney(sale.product.price)}`}</li>
                  ))}
                </Box>
              </Field>
            </Box>
            <PixPayment
              src={order.transactionData.qr_code_base64}
              code={order.transactionData.qr_code}
              alt={texts.qrAlt}
              copyLabel={texts.copyPix}
              copiedText={texts.copied}
            />
          </Box>
        </Box>
      ))}
      <ValidationLink intro={texts.validation} shortLabel={texts.validationShort} />
    </Box>
  )
}
