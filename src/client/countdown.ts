import { confetti } from '../theme/confetti'
import { countdownState, twoDigits } from './countdown-state'

const confettiPieces = 50

function launchConfetti(host: HTMLElement) {
  if (host.childElementCount > 0) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  // The confetti falls below the sticky header, never over its menu.
  const header = document.querySelector('[data-nav]')
  host.style.top = `${Math.max(0, header?.getBoundingClientRect().bottom ?? 0)}px`
  for (let i = 0; i < confettiPieces; i++) {
    const piece = document.createElement('span')
    piece.className = 'confetti__piece'
    piece.style.left = `${(i * 97) % 100}%`
    piece.style.background = confetti[i % confetti.length] ?? confetti[0]
    piece.style.animationDuration = `${3 + (i % 7) * 0.4}s`
    piece.style.animationDelay = `${(i % 10) * 0.15}s`
    host.append(piece)
  }
}

// Updates each prerendered countdown (src/features/home/countdown.tsx: the edition's, and the next
// edition's once announced) every second. Which phase shows is the clock's
// (src/layout/clock-switch.ts): when one ends while the page is open, it asks again.
export function initCountdown(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-countdown]')) count(box)
}

function count(box: HTMLElement): void {
  const start = Date.parse(box.dataset.start ?? '')
  const end = Date.parse(box.dataset.end ?? '')
  // A boundary may have passed between the clock's switch before the paint and now: ask again once.
  const scClock = () => (window as { scClock?: () => void }).scClock?.()
  scClock()
  let shown = countdownState(Date.now(), start, end).phase
  const tick = () => {
    const state = countdownState(Date.now(), start, end)
    if (state.phase !== shown) {
      shown = state.phase
      scClock()
    }
    if (state.phase === 'before') {
      for (const unit of ['days', 'hours', 'minutes', 'seconds'] as const) {
        const value = box.querySelector<HTMLElement>(`[data-unit="${unit}"]`)
        if (value) value.textContent = twoDigits(state[unit])
      }
    }
    if (state.phase === 'during') {
      const host = box.querySelector<HTMLElement>('[data-confetti]')
      if (host) launchConfetti(host)
    }
    return state.phase
  }
  if (tick() === 'after') return
  const timer = window.setInterval(() => {
    if (tick() === 'after') window.clearInterval(timer)
  }, 1000)
}
