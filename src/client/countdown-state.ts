export type CountdownState =
  { phase: 'before'; days: number; hours: number; minutes: number; seconds: number } | { phase: 'during' } | { phase: 'after' }

// Instants are absolute (the content stores them with the -03:00 offset), so the visitor's clock
// zone cannot shift the result.
export function countdownState(nowMs: number, startMs: number, endMs: number): CountdownState {
  if (nowMs >= endMs) return { phase: 'after' }
  if (nowMs >= startMs) return { phase: 'during' }
  const totalSeconds = Math.floor((startMs - nowMs) / 1000)
  return {
    phase: 'before',
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}
