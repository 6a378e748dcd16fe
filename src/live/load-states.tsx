import './live-ui.css'
import type { ReactNode } from 'react'

// MUI's look and icons (ErrorOutline, ReportProblemOutlined) in plain markup and CSS: no MUI in the browser (decision 0065).
const ALERT_ICONS = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
}

export function Alert({ severity, children, testId }: { severity: 'error' | 'warning'; children: ReactNode; testId?: string }) {
  return (
    <div className={`live-alert live-alert--${severity}`} role="alert" data-testid={testId}>
      <div className="live-alert__icon">
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ALERT_ICONS[severity]} />
        </svg>
      </div>
      <div className="live-alert__message">{children}</div>
    </div>
  )
}

/** `over`: laid over the box of what it stands in for (the search's field), instead of a block of its own. */
export function Loading({ label, over = false }: { label: string; over?: boolean }) {
  return (
    <div className={over ? 'live-loading live-loading--over needs-script' : 'live-loading needs-script'} role="status" aria-live="polite">
      <span className="live-progress" aria-hidden="true">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <span>{label}</span>
    </div>
  )
}
