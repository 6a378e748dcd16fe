// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_IMAGE_SIDE_PX } from '../src/images/image-rules'
import { FIXTURE_ROOT } from '../tests/fixtures/content/fixture-root'
import { runValidate } from './validate'

let root: string | null = null
afterEach(() => {
  vi.restoreAllMocks()
  if (root) rmSync(root, { recursive: true, force: true })
  root = null
})

describe('npm run validate', () => {
  it('names public/images/ (not data/) and npm run imagens for an oversized photo', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sercomp-validate-'))
    // The fixture site, not data/: it names no image, so the oversized photo is the one problem
    // whatever photos and logos the real content holds.
    cpSync(path.join(FIXTURE_ROOT, 'data'), path.join(root, 'data'), { recursive: true })
    mkdirSync(path.join(root, 'public', 'images', 'pessoas'), { recursive: true })
    await sharp({ create: { width: MAX_IMAGE_SIDE_PX + 100, height: 50, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(path.join(root, 'public', 'images', 'pessoas', 'IMG_2034.JPG'))
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')))
    expect(await runValidate(root, false)).toBe(1)
    const output = errors.join('\n')
    expect(output).toContain('public/images/pessoas/IMG_2034.JPG:1:1')
    expect(output).toContain('npm run imagens')
    expect(output).toMatch(/1 problema\(s\) em public\/images\/\./)
    expect(output).not.toContain('em data/')
  })
})
