import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

// A real, small PNG that looks like a QR code (it is not one: the demo has no PIX to encode).
// The pattern comes from the seed so each fixture gets its own picture.
export function demoQrPng(seed: string, modules = 25, scale = 6, border = 2): Buffer {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return (state >>> 16) & 1
  }
  const dark: boolean[][] = []
  for (let y = 0; y < modules; y++) {
    dark.push([])
    for (let x = 0; x < modules; x++) {
      const finder = (fx: number, fy: number) => {
        const dx = x - fx
        const dy = y - fy
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return null
        const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3))
        return ring !== 2
      }
      const f = finder(0, 0) ?? finder(modules - 7, 0) ?? finder(0, modules - 7)
      dark[y]!.push(f ?? next() === 1)
    }
  }
  const size = (modules + 2 * border) * scale
  const raw = Buffer.alloc(size * (size + 1), 255)
  for (let py = 0; py < size; py++) {
    raw[py * (size + 1)] = 0 // filter type "none"
    const my = Math.floor(py / scale) - border
    for (let px = 0; px < size; px++) {
      const mx = Math.floor(px / scale) - border
      if (dark[my]?.[mx]) raw[py * (size + 1) + 1 + px] = 0
    }
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
