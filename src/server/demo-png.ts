import sharp from 'sharp'
import { encode } from 'uqr'

// The demo's QR images: a real PNG of a real QR code of `text` (the fixture's PIX code), drawn by
// uqr, the QR library the agenda's share box uses, with `scale` pixels a module.
export async function demoQrPng(text: string, scale = 4): Promise<Buffer> {
  const { data: dark, size } = encode(text, { ecc: 'M', border: 2 })
  const pixels = Buffer.from(dark.flat().map((isDark) => (isDark ? 0 : 255)))
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .resize(size * scale, size * scale, { kernel: 'nearest' })
    .png()
    .toBuffer()
}
