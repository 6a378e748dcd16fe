import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { formatMoney } from '../../format/money'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { parseRegistrationReceiptPath } from '../../live/live-routes'
import { InvalidLink, LoadFailure, Loading } from '../../live/load-states'
import { Field, PaymentStatus, PixPayment, ValidationLink } from '../../live/receipt-parts'
import { useLoad } from '../../live/use-load'

export function RegistrationReceipt() {
  const { texts } = useLiveContent()
  const params = useMemo(() => parseRegistrationReceiptPath(window.location.pathname), [])
  return (
    <Box component="section" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {texts.registrationHeading}
      </Typography>
      {params?.userId && params.loteId ? (
        <Receipt userId={params.userId} loteId={params.loteId} />
      ) : (
        <InvalidLink message={texts.registrationError} />
      )}
    </Box>
  )
}

function Receipt({ userId, loteId }: { userId: string; loteId: string }) {
  const { texts, edition } = useLiveContent()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  // Spec section 7: the registration first, then its payment, one after the other.
  const { state, retry } = useLoad(async (signal) => {
    const registration = await api.getRegistration(userId, loteId, signal)
    const payment = await api.getPayment(userId, loteId, signal)
    return { registration, payment }
  }, texts.registrationError)

  if (state.status === 'loading') return <Loading label={texts.loading} />
  if (state.status === 'failed') return <LoadFailure message={texts.registrationError} retryLabel={texts.retry} onRetry={retry} />

  const { registration, payment } = state.value
  const activities = registration.atividades ?? []
  return (
    <Box data-testid="receipt">
      <p>{texts.keepLink}</p>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 280px' }}>
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
              <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="activities">
                {activities.map((activity, index) => (
                  <li key={index}>{`${activity.nome} - ${activity.tipo}`}</li>
                ))}
              </Box>
            )}
          </Field>
        </Box>
        <PixPayment
          src={payment.qr_code_base64}
          code={payment.qr_code}
          alt={texts.qrAlt}
          copyLabel={texts.copyPix}
          copiedText={texts.copied}
        />
      </Box>
      <ValidationLink intro={texts.validation} shortLabel={texts.validationShort} />
    </Box>
  )
}
