// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../content/load-content'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { awaitingPayment, PaymentStatus, paymentOpen, statusView } from './payment-status'

const { receipts } = loadContent(FIXTURE_ROOT).pages

describe('statusView', () => {
  it('gives a status the data knows its own kind, words and line', () => {
    const [value, known] = Object.entries(receipts.paymentStatuses).find(([, s]) => s!.kind === 'free')!
    expect(statusView(value, receipts)).toEqual(known)
  })

  it('shows a status the data does not know as it comes, neutral, never as paid', () => {
    expect(statusView('ESTORNADO', receipts)).toEqual({ kind: 'unknown', label: 'ESTORNADO', note: receipts.unknownStatusNote })
    expect(paymentOpen('unknown')).toBe(true)
  })

  it('once the edition is over, says that an awaited payment stayed pending instead of asking for it; other statuses as they are', () => {
    const entries = Object.entries(receipts.paymentStatuses)
    const [awaited, known] = entries.find(([, s]) => s!.kind === 'awaiting')!
    expect(awaitingPayment(statusView(awaited, receipts))).toBe(true)
    const over = statusView(awaited, receipts, true)
    expect(over).toEqual({ ...known, note: receipts.editionOver, closed: true })
    expect(awaitingPayment(over)).toBe(false)
    for (const [value, status] of entries.filter(([, s]) => s!.kind !== 'awaiting'))
      expect(statusView(value, receipts, true)).toEqual(status)
  })

  it('leaves nothing to do once paid or free, and a payment open in every other kind', () => {
    expect(['paid', 'free'].filter((kind) => !paymentOpen(kind as 'paid'))).toEqual(['paid', 'free'])
    for (const kind of ['awaiting', 'processing', 'cancelled', 'rejected', 'expired'] as const) expect(paymentOpen(kind), kind).toBe(true)
  })
})

describe('PaymentStatus', () => {
  it('draws a different icon for each kind, so colour is never the only difference', () => {
    const kinds = ['paid', 'awaiting', 'processing', 'cancelled', 'rejected', 'free', 'expired', 'unknown'] as const
    const paths = kinds.map((kind) => {
      const { container, unmount } = render(<PaymentStatus view={{ kind, label: kind, note: null }} />)
      const path = container.querySelector('path')!.getAttribute('d')
      expect(container.textContent).toBe(kind)
      expect(container.firstElementChild!.getAttribute('data-status')).toBe(kind)
      unmount()
      return path
    })
    expect(new Set(paths).size).toBe(kinds.length)
  })
})
