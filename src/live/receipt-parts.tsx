import { useState, type ReactNode } from 'react'
import { Button } from '../components/button'
import { useLiveContent } from './live-content-context'
import { showToast } from './toast'
import { useBrowserHref, useMediaQuery } from './use-browser'

const PAID_STATUS = 'REALIZADO'

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="live-receipt__field">
      <strong>{label}:</strong> {children}
    </div>
  )
}

export const isPaid = (status: string) => status === PAID_STATUS

// Paid or pending at a glance: colour, icon and words (never colour alone; decision 0112).
export function PaymentStatus({ status }: { status: string }) {
  const { texts } = useLiveContent()
  const paid = isPaid(status)
  return (
    <span className="live-status" data-status={paid ? 'paid' : 'pending'}>
      <svg className="live-status__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {paid ? (
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        ) : (
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z"
          />
        )}
      </svg>
      {paid ? texts.paid : texts.pending}
    </span>
  )
}

export function PixPayment({ src, code }: { src: string; code: string }) {
  const { texts } = useLiveContent()
  const [manual, setManual] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      showToast(texts.copied, 'success', texts.closeNotice)
    } catch {
      // No clipboard access (old browser, denied permission): show the code to copy by hand.
      setManual(true)
    }
  }
  return (
    <div className="live-pix">
      <img className="live-pix__qr" src={src} alt={texts.qrAlt} width={174} height={174} />
      <Button onClick={() => void copy()}>{texts.copyPix}</Button>
      {manual && (
        <textarea
          className="live-pix__code"
          readOnly
          value={code}
          aria-label={texts.copyPix}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  )
}

// Spec section 9: the full address only when the window is wider than 600 px; narrower, a text that
// says where the link goes (site data, never the spec's bare 'Aqui'; decision 0112).
const WIDE_QUERY = '(min-width: 600.02px)'

export function ValidationLink() {
  const { texts } = useLiveContent()
  const wide = useMediaQuery(WIDE_QUERY)
  const href = useBrowserHref()
  return (
    <div className="live-validation">
      <span className="live-validation__intro">{texts.validation}</span>
      <a href={href} data-testid="validation-link">
        {wide ? href : texts.validationShort}
      </a>
    </div>
  )
}
