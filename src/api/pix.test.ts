// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { registrationPix, registrations } from '../server/demo-fixtures'
import { qrImageSource } from './pix'

const png = (await registrationPix(registrations[1]!)).qr_code_base64.replace('data:image/png;base64,', '')

describe('qrImageSource', () => {
  it('builds a PNG data URL from bare or prefixed base64', () => {
    expect(qrImageSource(png)).toBe(`data:image/png;base64,${png}`)
    expect(qrImageSource(`data:image/png;base64,${png}`)).toBe(`data:image/png;base64,${png}`)
  })

  it.each([
    ['another image type', `data:image/svg+xml;base64,${png}`],
    ['a script URL', 'javascript:alert(1)'],
    ['an http URL', 'https://example.org/qr.png'],
    ['base64 that is not a PNG', Buffer.from('<svg/>').toString('base64')],
    ['characters outside base64', `${png.slice(0, -4)}"><x`],
    ['a wrong length', png.slice(0, -1)],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(qrImageSource(value)).toBeNull()
  })
})
