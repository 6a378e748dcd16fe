// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { filesOfPages } from './build-offline'
import { PUBLISHED_DIR } from '../src/images/image-rules'

let client: string
beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), 'sercomp-offline-'))
})
afterEach(() => rmSync(client, { recursive: true, force: true }))

function write(path: string, text = 'x') {
  mkdirSync(join(client, path, '..'), { recursive: true })
  writeFileSync(join(client, path), text)
}

describe('filesOfPages', () => {
  it('lists the icons and styles a page loads, but none of its photos or logos, in any density', () => {
    const photo = (px: number) => `/${PUBLISHED_DIR}/pessoas/ana-${px}.webp`
    for (const px of [144, 288, 432]) write(photo(px))
    write('/icons/icon-192.png')
    write('/assets/site.css')
    write(
      '/timeline/index.html',
      `<html><head><link rel="stylesheet" href="/assets/site.css"><link rel="icon" href="/icons/icon-192.png"></head>
<body><img src="${photo(144)}" srcset="${photo(144)} 1x, ${photo(288)} 2x, ${photo(432)} 3x" alt="Ana"></body></html>`,
    )
    expect(filesOfPages(client, ['/timeline/index.html'])).toEqual(['/assets/site.css', '/icons/icon-192.png'])
  })
})
