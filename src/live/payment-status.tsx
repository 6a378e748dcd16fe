import type { PaymentStatus as StatusTexts, ReceiptTexts } from '../content/generated/live-pages'
import type { colour } from '../theme/tokens'

type Kind = StatusTexts['kind'] | 'unknown'

export interface StatusView {
  kind: Kind
  label: string
  note: string | null
  /** A payment still awaited once the edition is over: no Pix and no way to the platform, only the note. */
  closed?: boolean
}

/** A platform status in words (an unknown one as it comes); one still awaited once the edition is over says so (decision 0175). */
export function statusView(
  status: string,
  receipts: Pick<ReceiptTexts, 'paymentStatuses' | 'unknownStatusNote' | 'editionOver'>,
  editionOver = false,
): StatusView {
  const view = receipts.paymentStatuses[status] ?? { kind: 'unknown', label: status, note: receipts.unknownStatusNote }
  return editionOver && view.kind === 'awaiting' ? { ...view, note: receipts.editionOver, closed: true } : view
}

/** A payment the visitor is asked to make: awaited, while its edition is not over. */
export const awaitingPayment = (view: StatusView) => view.kind === 'awaiting' && !view.closed

/** A payment is still to be made (not paid, not free): the platform is where to make or follow it. */
export const paymentOpen = (kind: Kind) => kind !== 'paid' && kind !== 'free'

// Material Design icons (24 px grid), one per kind: colour is never the only difference.
const ICONS: Record<Kind, string> = {
  paid: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  awaiting: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z',
  processing: 'M12 4V1L8 5l4 4V6a6 6 0 0 1 5.3 8.8l1.46 1.46A8 8 0 0 0 12 4zm0 14a6 6 0 0 1-5.3-8.8L5.24 7.74A8 8 0 0 0 12 20v3l4-4-4-4v3z',
  cancelled:
    'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z',
  rejected: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  free: 'M20 6h-2.18c.11-.31.18-.65.18-1a3 3 0 0 0-5.5-1.65l-.5.67-.5-.68A3 3 0 0 0 6 5c0 .35.07.69.18 1H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V8c0-1.11-.89-2-2-2zm-5-2c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zM9 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zm11 15H4v-2h16v2zm0-5H4V8h5.08L7 10.83 8.62 12 11 8.76l1-1.36 1 1.36L15.38 12 17 10.83 14.92 8H20v6z',
  expired:
    'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2H6zm10 14.5V20H8v-3.5l4-4 4 4zm-4-5-4-4V4h8v3.5l-4 4z',
  unknown:
    'M11 18h2v-2h-2v2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zm0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4z',
}

// A kind the schema lists without a token in colour.payment fails the typecheck, as one without an icon does.
type Fill<K extends keyof (typeof colour)['payment']> = `var(--sc-palette-payment-${K})`
const fill = (kind: StatusTexts['kind']): Fill<typeof kind> => `var(--sc-palette-payment-${kind})`

// The status at a glance: its own word, icon and colour (decision 0112).
export function PaymentStatus({ view }: { view: StatusView }) {
  return (
    <span
      className="live-status"
      data-status={view.kind}
      style={view.kind === 'unknown' ? undefined : { backgroundColor: fill(view.kind) }}
    >
      <svg className="live-status__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[view.kind]} />
      </svg>
      {view.label}
    </span>
  )
}
