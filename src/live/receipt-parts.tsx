import { useState, type ReactNode } from 'react'
import { Button } from './live-ui'
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

export function PaymentStatus({ status }: { status: string }) {
  return (
    <span className="live-status" data-status={status === PAID_STATUS ? 'paid' : 'pending'}>
      {status}
    </span>
  )
}

export function PixPayment({
  src,
  code,
  alt,
  copyLabel,
  copiedText,
}: {
  src: string
  code: string
  alt: string
  copyLabel: string
  copiedText: string
}) {
  const [manual, setManual] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      showToast(copiedText, 'success')
    } catch {
      // No clipboard access (old browser, denied permission): show the code to copy by hand.
      setManual(true)
    }
  }
  return (
    <div className="live-pix">
      <img className="live-pix__qr" src={src} alt={alt} width={174} height={174} />
      <Button onClick={() => void copy()}>{copyLabel}</Button>
      {manual && (
        <textarea
          className="live-pix__code"
          readOnly
          value={code}
          aria-label={copyLabel}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  )
}

// Spec section 9: the full address only when the window is wider than 600 px.
const WIDE_QUERY = '(min-width: 600.02px)'

export function ValidationLink({ intro, shortLabel }: { intro: string; shortLabel: string }) {
  const wide = useMediaQuery(WIDE_QUERY)
  const href = useBrowserHref()
  return (
    <div className="live-validation">
      <span className="live-validation__intro">{intro}</span>
      <a href={href} data-testid="validation-link">
        {wide ? href : shortLabel}
      </a>
    </div>
  )
}
