import { describe, expect, it } from 'vitest'
import { contrast } from '../../tests/support/contrast'
import { avatarColour } from './avatar-colour'
import { colour } from './tokens'

/** `hsl(h s% l%)` as #rrggbb (CSS Color 4's conversion). */
function hex(hsl: string): string {
  const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number]
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

describe('avatarColour', () => {
  it('gives a name the same colour every time, and names different colours', () => {
    expect(avatarColour('Ana Souza')).toBe(avatarColour('Ana Souza'))
    expect(new Set(['Ana Souza', 'Bruno Lima', 'Carla Dias'].map(avatarColour)).size).toBe(3)
  })

  it('keeps the white initials at 4.5:1 or more on any hue', () => {
    for (let hue = 0; hue < 360; hue++) {
      const disc = hex(avatarColour('x').replace(/^hsl\(\d+/, `hsl(${hue}`))
      expect(contrast(colour.frame.text, disc), `hue ${hue}: ${disc}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
