import { crc32, deflateSync } from 'node:zlib'
import { encode } from 'uqr'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

// The demo's QR images: a real PNG of a real QR code of `text` (the fixture's PIX code), drawn by
// uqr, the QR library the agenda's share box uses, with `scale` pixels a module.
export function demoQrPng(text: string, scale = 4): Buffer {
  const { data: dark, size: modules } = encode(text, { ecc: 'M', border: 2 })
  const size = modules * scale
  const raw = Buffer.alloc(size * (size + 1), 255)
  for (let py = 0; py < size; py++) {
    raw[py * (size + 1)] = 0 // filter type "none"
    for (let px = 0; px < size; px++) if (dark[Math.floor(py / scale)]![Math.floor(px / scale)]) raw[py * (size + 1) + 1 + px] = 0
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
