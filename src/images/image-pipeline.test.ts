// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFixtureImages, type FixtureImages } from '../../tests/fixtures/images/fixture-images'
import { checkImageSizes } from './check-image-sizes'
import { AVATAR_LADDER, LOGO_BOX, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE_PX } from './image-rules'
import { publishJobs } from './process-images'
import { resolveLogo, resolvePhoto } from './resolve-image'
import { shrinkImages } from './shrink-images'
import { logoJobs, photoJobs } from './variants'

let root: string
let images: string
let fixtures: FixtureImages

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sercomp-images-'))
  images = path.join(root, 'public', 'images')
  fixtures = await writeFixtureImages(images)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** Share of red pixels (the fixtures' first half) in an image. */
async function redShare(file: string): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let red = 0
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 150 && data[i + 2]! < 100) red++
  return red / (info.width * info.height)
}

describe('publishJobs', () => {
  it('publishes square avatars and boxed logos as WebP without any metadata, and never an original', async () => {
    const client = path.join(root, 'client')
    // A build's client folder holds Vite's copy of public/: the originals must not survive.
    await mkdir(path.join(client, 'images', 'pessoas'), { recursive: true })
    await writeFile(path.join(client, 'images', 'pessoas', 'retrato.jpg'), await readFile(path.join(images, fixtures.portrait)))
    const jobs = [
      ...[fixtures.portrait, fixtures.rotated, fixtures.landscape, fixtures.upperCase].flatMap((file) =>
        photoJobs(root, { file, focus: null }),
      ),
      ...[fixtures.transparentPng, fixtures.svg].flatMap((file) => logoJobs(root, { file, dark: false }, 'partner')),
    ]
    const report = await publishJobs(client, jobs, path.join(root, 'cache'))
    expect(report.encoded).toBe(jobs.length)

    const published = await filesUnder(client)
    expect(published.sort()).toEqual(jobs.map((j) => path.join(client, j.url)).sort())
    const originals = new Set(await Promise.all((await filesUnder(images)).map((f) => readFile(f, 'base64'))))
    for (const file of published) {
      const meta = await sharp(file).metadata()
      expect(meta.format, file).toBe('webp')
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc], file).toEqual([undefined, undefined, undefined, undefined])
      expect(meta.orientation ?? 1, file).toBe(1)
      expect(originals.has(await readFile(file, 'base64'))).toBe(false)
    }
    for (const job of jobs) {
      const meta = await sharp(path.join(client, job.url)).metadata()
      if (job.variant.kind === 'avatar') {
        expect([meta.width, meta.height]).toEqual([job.variant.px, job.variant.px])
      } else {
        expect(meta.width <= job.variant.width && meta.height <= job.variant.height).toBe(true)
        expect(meta.hasAlpha).toBe(true)
      }
    }
    // The vector logo is rasterised to fill its box at each density: sharp at 3x.
    const svg3x = jobs.filter((j) => j.source.endsWith('.svg')).at(-1)!
    expect((await sharp(path.join(client, svg3x.url)).metadata()).width).toBe(LOGO_BOX.partner.width * 3)
  })

  it('trims the empty margin around a logo, so the mark fills its box', async () => {
    // A 100x50 mark in the middle of a 600x600 transparent canvas, as exported logos often are.
    const mark = await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 90, g: 180, b: 250, alpha: 1 } } })
      .png()
      .toBuffer()
    await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: mark, left: 250, top: 275 }])
      .png()
      .toFile(path.join(images, 'parceiros', 'margem.png'))
    const jobs = logoJobs(root, { file: 'parceiros/margem.png', dark: true }, 'partner')
    const client = path.join(root, 'client')
    await publishJobs(client, jobs, path.join(root, 'cache'))
    // Untrimmed, the 1x version would be 100x100 with the mark a 17x8 speck; trimmed, the 2:1 mark
    // is fitted to the 260x100 box at 1x and kept at its own 100x50 pixels above that.
    const sizes = await Promise.all(jobs.map(async (j) => sharp(path.join(client, j.url)).metadata()))
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [100, 50],
      [100, 50],
      [100, 50],
    ])
  })

  it('turns the EXIF-rotated photo upright and crops at the focal point the YAML gives', async () => {
    const client = path.join(root, 'client')
    const cache = path.join(root, 'cache')
    // Upright, the sideways photo is red on top and blue below, like the portrait.
    const top = photoJobs(root, { file: fixtures.rotated, focus: { x: 50, y: 0 } })
    const bottom = photoJobs(root, { file: fixtures.rotated, focus: { x: 50, y: 100 } })
    const portraitTop = photoJobs(root, { file: fixtures.portrait, focus: { x: 50, y: 0 } })
    await publishJobs(client, [...top, ...bottom, ...portraitTop], cache)
    // Upright 800x1000 with 500 px of red on top: an 800 px square at the top is 5/8 red, at the
    // bottom 3/8; a photo left sideways would give 1/2 for both.
    expect(await redShare(path.join(client, top[2]!.url))).toBeCloseTo(0.625, 1)
    expect(await redShare(path.join(client, bottom[2]!.url))).toBeCloseTo(0.375, 1)
    expect(await redShare(path.join(client, portraitTop[2]!.url))).toBeCloseTo(0.625, 1)
    // Different focal points are different versions with different addresses.
    expect(top[0]!.url).not.toBe(bottom[0]!.url)
  })

  it('takes every version from the cache on the next build, and encodes again when the photo changes', async () => {
    const cache = path.join(root, 'cache')
    const first = await publishJobs(path.join(root, 'a'), photoJobs(root, { file: fixtures.portrait, focus: null }), cache)
    expect([first.encoded, first.fromCache]).toEqual([AVATAR_LADDER.length, 0])
    const second = await publishJobs(path.join(root, 'b'), photoJobs(root, { file: fixtures.portrait, focus: null }), cache)
    expect([second.encoded, second.fromCache]).toEqual([0, AVATAR_LADDER.length])

    await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 0, g: 200, b: 0 } } })
      .jpeg()
      .toFile(path.join(images, fixtures.portrait))
    const changed = photoJobs(root, { file: fixtures.portrait, focus: null })
    const third = await publishJobs(path.join(root, 'c'), changed, cache)
    expect(third.encoded).toBe(AVATAR_LADDER.length)
    expect(changed[0]!.url).not.toBe(photoJobs(root, { file: fixtures.rotated, focus: null })[0]!.url)
  })
})

describe('resolvePhoto and resolveLogo', () => {
  it('name the same files the build publishes', () => {
    const photo = resolvePhoto({ file: fixtures.portrait, focus: null }, root)!
    expect(Object.values(photo.urls)).toEqual(photoJobs(root, { file: fixtures.portrait, focus: null }).map((j) => j.url))
    const logo = resolveLogo({ file: fixtures.svg, dark: true }, 'header', root)!
    const jobs = logoJobs(root, { file: fixtures.svg, dark: true }, 'header')
    expect(logo).toEqual({
      src: jobs[0]!.url,
      srcSet: `${jobs[0]!.url} 1x, ${jobs[1]!.url} 2x, ${jobs[2]!.url} 3x`,
      width: LOGO_BOX.header.width,
      height: LOGO_BOX.header.height,
      dark: true,
    })
    expect(resolvePhoto(null, root)).toBeNull()
  })
})

describe('checkImageSizes', () => {
  it('accepts the fixtures, and reports files over the byte or pixel limit with the command that fixes them', async () => {
    expect(await checkImageSizes(root)).toEqual([])
    await sharp({ create: { width: MAX_IMAGE_SIDE_PX + 1, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(images, 'huge.png'))
    await sharp({ create: { width: MAX_IMAGE_SIDE_PX + 1, height: 10, channels: 3, background: '#fff' } })
      .avif()
      .toFile(path.join(images, 'huge.avif'))
    const heavy = path.join(images, 'heavy.jpg')
    // Random pixels do not compress: a 700x700 noise JPEG at quality 100 is over 500 KB.
    const noise = Buffer.alloc(700 * 700 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .jpeg({ quality: 100 })
      .toFile(heavy)
    expect((await stat(heavy)).size).toBeGreaterThan(MAX_IMAGE_BYTES)

    const problems = await checkImageSizes(root)
    expect(problems.map((p) => p.file)).toEqual(['public/images/heavy.jpg', 'public/images/huge.avif', 'public/images/huge.png'])
    expect(problems[0]?.message).toMatch(/KB; o limite é 500 KB/)
    expect(problems[2]?.message).toContain(`${MAX_IMAGE_SIDE_PX + 1}x10 px`)
    for (const p of problems) expect(p.hint).toContain('npm run imagens')

    // npm run imagens brings both under the limits, in place, with the same names.
    const shrunk = await shrinkImages(root)
    expect(shrunk.map((r) => [r.file, r.error])).toEqual([
      ['public/images/heavy.jpg', undefined],
      ['public/images/huge.avif', undefined],
      ['public/images/huge.png', undefined],
    ])
    expect(await checkImageSizes(root)).toEqual([])
    expect((await sharp(path.join(images, 'huge.png')).metadata()).width).toBe(MAX_IMAGE_SIDE_PX)
    // An AVIF stays an AVIF (sharp reads its format as heif).
    expect(await sharp(path.join(images, 'huge.avif')).metadata()).toMatchObject({ format: 'heif', width: MAX_IMAGE_SIDE_PX })
  })

  it('refuses an SVG with a script, an event handler or an outside reference, at its line and column', async () => {
    await writeFile(
      path.join(images, 'parceiros', 'mau.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n  <rect onclick="x()" width="1" height="1"/>\n  <image href="https://example.com/a.png"/>\n</svg>\n',
    )
    const problems = await checkImageSizes(root)
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`)).toEqual([
      'public/images/parceiros/mau.svg:2:3 o SVG contém <script>',
      'public/images/parceiros/mau.svg:3:9 o SVG tem o atributo de evento onclick',
      'public/images/parceiros/mau.svg:4:10 o SVG aponta para fora dele mesmo (https://example.com/a.png)',
    ])
  })

  it('finds nothing when there is no public/images folder', async () => {
    expect(await checkImageSizes(path.join(root, 'nothing-here'))).toEqual([])
  })
})
