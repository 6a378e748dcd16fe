import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useSnackbar } from 'notistack'
import { useMemo, useState, type FormEvent } from 'react'
import { isEmail } from '../../api/ids'
import { EmailField } from '../../live/email-field'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { SHELLS, parseSearchPath } from '../../live/live-routes'
import { Loading } from '../../live/load-states'

export function RegistrationSearch() {
  const { texts, edition } = useLiveContent()
  const { enqueueSnackbar } = useSnackbar()
  const api = useMemo(() => liveApiClient(edition.eventId), [edition.eventId])
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const valid = isEmail(email.trim())
  const showError = touched && !valid

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (!valid || submitting) return
    setSubmitting(true)
    const searchType = parseSearchPath(window.location.pathname)?.searchType ?? null
    try {
      const found = await api.findRegistration(email)
      const user = encodeURIComponent(found.uuid_user)
      const target = searchType
        ? `${SHELLS.marketReceipt}/${user}/pagamentos`
        : `${SHELLS.registrationReceipt}/user/${user}/lote/${encodeURIComponent(found.uuid_lote)}`
      // A normal page load: the receipt URL is a real URL that the host serves from its shell.
      window.location.assign(target)
    } catch (error) {
      console.warn('Busca falhou:', error instanceof Error ? error.message : error)
      enqueueSnackbar(texts.searchError, { variant: 'error' })
      setSubmitting(false)
    }
  }

  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {texts.searchHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.searchIntro}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e: FormEvent) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {/* While the search runs the loading indicator takes the field's place. */}
        {submitting ? (
          <Loading label={texts.searchSubmitting} />
        ) : (
          <EmailField
            label={texts.searchEmailLabel}
            value={email}
            error={showError ? texts.searchInvalidEmail : null}
            onChange={(value) => {
              setEmail(value)
              setTouched(true)
            }}
          />
        )}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? texts.searchSubmitting : texts.searchSubmit}
        </Button>
      </Box>
    </Box>
  )
}
