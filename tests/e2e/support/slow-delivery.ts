import { bodyOf, isHtml, startProxy } from './proxy'

/** One TCP segment's payload: what a slow network hands the browser at a time. */
const SEGMENT = 1460
const PAUSE_MS = 12

// In front of the site: every HTML page leaves in pieces of one segment with a pause after each,
// so the browser's parser runs out of input inside every part of the page and may paint what it
// has, as on a phone whose CPU or network is slow. Everything else passes through whole.
export async function startSlowDelivery(origin: string): Promise<{
  url: string
  /** Per path, how many pieces its last HTML answer was sent in. */
  piecesSent: Map<string, number>
  close: () => Promise<void>
}> {
  const piecesSent = new Map<string, number>()
  const proxy = await startProxy(origin, (answer, res, path) => {
    if (!isHtml(answer)) return void answer.pipe(res)
    void bodyOf(answer).then((page) => {
      piecesSent.set(path, Math.ceil(page.length / SEGMENT))
      const send = (at: number) => {
        if (at >= page.length) return res.end()
        res.write(page.subarray(at, at + SEGMENT))
        setTimeout(send, PAUSE_MS, at + SEGMENT)
      }
      send(0)
    })
  })
  return { ...proxy, piecesSent }
}
