// The QR code of the agenda link (decision 0060), drawn in the page as an SVG by uqr: no image
// service sees the link. This module and the library load only when the visitor shares, so the
// page's first script stays as small as it was.
import { renderSVG } from 'uqr'

export function agendaQr(doc: Document, href: string, label: string): SVGSVGElement {
  // Medium error correction and the standard four-module quiet zone: read by phone cameras from a
  // laptop screen, glare included.
  const markup = renderSVG(href, { ecc: 'M', border: 4 })
  const svg = doc.importNode(new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement, true) as unknown as SVGSVGElement
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  svg.setAttribute('class', 'my-agenda__qr')
  return svg
}
