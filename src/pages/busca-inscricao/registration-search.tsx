import { useEffect, useState, type FormEvent } from 'react'
import { isEmail } from '../../api/ids'
import { EmailField } from '../../live/email-field'
import { findRegistration } from '../../api/registration-search'
import { liveApiClient } from '../../live/live-api'
import { useLiveContent } from '../../live/live-content-context'
import { SHELLS, parseSearchPath } from '../../live/live-routes'
import { Button } from '../../components/button'
import { Loading } from '../../live/load-states'
import { showToast } from '../../live/toast'
import { useBrowserPath, useHydrated } from '../../live/use-browser'
import { PageHeader } from '../../components/page-header'
import { Changing } from '../../components/timed'

// Prerendered (decision 0065): the field can be filled before the script runs, the button submits once it has taken over.
export function RegistrationSearch() {
  const { search, ui, edition } = useLiveContent()
  const hydrated = useHydrated()
  // /busca/inscricao/loja searches the shop's orders: the head's script shows its texts, the title follows here.
  const path = useBrowserPath()
  const shop = path !== null && Boolean(parseSearchPath(path)?.searchType)
  useEffect(() => {
    if (shop) document.title = search.shop.title
  }, [shop, search.shop.title])
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
      const found = await findRegistration(liveApiClient(edition.eventId), email)
      // No registration for this e-mail: the same toast as a failure, the form back with the e-mail.
      if (found === null) throw new Error('no registration for this e-mail')
      const user = encodeURIComponent(found.userId)
      const target = searchType
        ? `${SHELLS.marketReceipt}/${user}/pagamentos`
        : `${SHELLS.registrationReceipt}/user/${user}/lote/${encodeURIComponent(found.loteId)}`
      // A normal page load: the receipt URL is a real URL that the host serves from its shell.
      window.location.assign(target)
    } catch (error) {
      console.warn('Busca falhou:', error instanceof Error ? error.message : error)
      showToast(search.errorToast, 'error', ui.closeNotice)
      setSubmitting(false)
    }
  }

  return (
    <>
      <PageHeader
        title={
          <>
            <span className="search-text--registration">{search.heading}</span>
            <span className="search-text--shop">{search.shop.heading}</span>
          </>
        }
      />
      <section className="reading-column live-section live-section--narrow">
        <div className="search-text--registration">
          <Changing text={search.intro} draw={(text) => <p className="live-text">{text}</p>} />
        </div>
        <p className="live-text search-text--shop">{search.shop.intro}</p>
        <form className="live-form" noValidate onSubmit={(e) => void submit(e)}>
          {/* While the search runs the spinner takes the field's box: nothing moves when the field comes back. */}
          <div className="live-form__field">
            <EmailField
              id="busca-email"
              label={search.emailLabel}
              value={email}
              error={showError ? search.emailInvalid : null}
              waiting={submitting}
              onChange={(value) => {
                setEmail(value)
                setTouched(true)
              }}
            />
            {submitting && <Loading label={search.submitting} over />}
          </div>
          <Button type="submit" disabled={!hydrated || submitting} data-waiting-script={hydrated ? undefined : ''}>
            {submitting ? search.submitting : search.submit}
          </Button>
        </form>
      </section>
    </>
  )
}
