const PREFIX = 'data:image/png;base64,'
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
// Every PNG starts with the same 8 bytes; in base64 that is "iVBORw0KGgo".
const PNG_SIGNATURE = 'iVBORw0KGgo'

// Prefixed or bare base64, the image source is rebuilt from a checked PNG and nothing else.
export function qrImageSource(value: string): string | null {
  const base64 = value.startsWith(PREFIX) ? value.slice(PREFIX.length) : value
  if (base64.length % 4 !== 0 || !BASE64.test(base64) || !base64.startsWith(PNG_SIGNATURE)) return null
  return PREFIX + base64
}
