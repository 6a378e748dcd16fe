// @vitest-environment node
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkImageSizes } from './check-image-sizes'
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE_PX, variantUrl } from './image-rules'
import { processImages } from './process-images'
import { resolveImage } from './resolve-image'

let root: string

async function makeImage(relative: string, width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const file = path.join(root, 'public', 'images', relative)
  await mkdir(path.dirname(file), { recursive: true })
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
  await image[format]().toFile(file)
  return file
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sercomp-images-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('processImages', () => {
  it('writes two WebP widths for each raster image, never enlarged, and skips SVG', async () => {
    await makeImage('pessoas/ana.png', 900, 600)
    await makeImage('logos/small.jpeg', 400, 200, 'jpeg')
    await mkdir(path.join(root, 'public', 'images', 'svg'), { recursive: true })
    await writeFile(path.join(root, 'public', 'images', 'svg', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    // The post-build step works on the built client folder, which holds a copy of public/.
    const clientDir = path.join(root, 'public')

    const written = await processImages(clientDir)
    expect(written).toHaveLength(4)

    const big320 = await sharp(path.join(clientDir, variantUrl('pessoas/ana.png', 320))).metadata()
    expect([big320.format, big320.width, big320.height]).toEqual(['webp', 320, 213])
    const big640 = await sharp(path.join(clientDir, variantUrl('pessoas/ana.png', 640))).metadata()
    expect(big640.width).toBe(640)
    const small640 = await sharp(path.join(clientDir, variantUrl('logos/small.jpeg', 640))).metadata()
    expect(small640.width).toBe(400)
    const original = await stat(path.join(clientDir, 'images/pessoas/ana.png'))
    const variant = await stat(path.join(clientDir, variantUrl('pessoas/ana.png', 640)))
    expect(variant.size).toBeLessThan(original.size)

    // Running again (a second build) does not process its own output.
    expect(await processImages(clientDir)).toHaveLength(4)
  })
})

describe('resolveImage', () => {
  it('gives the variant URLs with their real widths and the scaled height', async () => {
    await makeImage('pessoas/ana.png', 900, 600)
    await makeImage('pessoas/tiny.png', 200, 100)
    expect(await resolveImage('pessoas/ana.png', root)).toEqual({
      src: '/images/_r/pessoas/ana-320.webp',
      srcSet: '/images/_r/pessoas/ana-320.webp 320w, /images/_r/pessoas/ana-640.webp 640w',
      width: 640,
      height: 427,
    })
    expect(await resolveImage('pessoas/tiny.png', root)).toMatchObject({
      srcSet: '/images/_r/pessoas/tiny-320.webp 200w',
      width: 200,
      height: 100,
    })
  })
})

describe('checkImageSizes', () => {
  it('accepts small images and reports files over the byte or pixel limit', async () => {
    await makeImage('ok.png', 300, 300)
    await makeImage('huge.png', MAX_IMAGE_SIDE_PX + 1, 10)
    const heavy = path.join(root, 'public', 'images', 'heavy.jpg')
    // Random pixels do not compress: a 700x700 noise JPEG at quality 100 is over 500 KB.
    const noise = Buffer.alloc(700 * 700 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .jpeg({ quality: 100 })
      .toFile(heavy)
    expect((await stat(heavy)).size).toBeGreaterThan(MAX_IMAGE_BYTES)

    const problems = await checkImageSizes(root)
    expect(problems.map((p) => p.file)).toEqual(['public/images/heavy.jpg', 'public/images/huge.png'])
    expect(problems[0]?.message).toMatch(/KB; o limite é 500 KB/)
    expect(problems[1]?.message).toContain(`${MAX_IMAGE_SIDE_PX + 1}x10 px`)
  })

  it('finds nothing when there is no public/images folder', async () => {
    expect(await checkImageSizes(root)).toEqual([])
  })
})
