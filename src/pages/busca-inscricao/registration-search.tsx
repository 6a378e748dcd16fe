import { useMemo, useState, type FormEvent } from 'react'
import { isEmail } from '../../api/ids'
import { EmailField } from '../../live/email-field'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { SHELLS, parseSearchPath } from '../../live/live-routes'
import { Button } from '../../components/button'
import { Loading } from '../../live/load-states'
import { showToast } from '../../live/toast'
import { useHydrated } from '../../live/use-browser'
import { PageHeader } from '../../components/page-header'

// Prerendered as it first shows (decision 0065): the field can be filled before the script runs;
// the button submits once the script has taken the form over.
export function RegistrationSearch() {
  const { texts, edition } = useLiveContent()
  const hydrated = useHydrated()
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
      showToast(texts.searchError, 'error', texts.closeNotice)
      setSubmitting(false)
    }
  }

  return (
    <>
      <PageHeader title={texts.searchHeading} width="sm" />
      <section className="live-section live-section--narrow">
        <p className="live-text">{texts.searchIntro}</p>
        <form className="live-form" noValidate onSubmit={(e) => void submit(e)}>
          {/* While the search runs the loading indicator takes the field's place. */}
          {submitting ? (
            <Loading label={texts.searchSubmitting} />
          ) : (
            <EmailField
              id="busca-email"
              label={texts.searchEmailLabel}
              value={email}
              error={showError ? texts.searchInvalidEmail : null}
              onChange={(value) => {
                setEmail(value)
                setTouched(true)
              }}
            />
          )}
          <Button type="submit" disabled={!hydrated || submitting} data-waiting-script={hydrated ? undefined : ''}>
            {submitting ? texts.searchSubmitting : texts.searchSubmit}
          </Button>
        </form>
      </section>
    </>
  )
}
