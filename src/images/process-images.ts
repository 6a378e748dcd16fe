// Post-build step: the content's images published as WebP versions through the variant cache, never the originals (decision 0045).
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { contentRoot, loadContent, type Content } from '../content/load-content.ts'
import { fromCache, imageCacheDir } from './image-cache.ts'
import { PUBLISHED_DIR, WEBP_LOGO, WEBP_PHOTO, isSvg } from './image-rules.ts'
import { logoJobs, logoRef, photoJobs, photoRef, type VariantJob } from './variants.ts'

// Every version the pages can name (resolve-image.ts names them with the same functions).
function imageJobs(content: Content, root: string): VariantJob[] {
  const current = content.currentEdition.edition.logo
  const jobs = [
    ...Object.values(content.people).flatMap((person) => photoJobs(root, photoRef(person.photo))),
    // The header shows the current edition's logo (the site's own as a fallback), the home hero too.
    ...logoJobs(root, logoRef(current ?? content.site.logo), 'header'),
    ...logoJobs(root, logoRef(current), 'hero'),
    ...Object.values(content.editions).flatMap((edition) => [
      ...logoJobs(root, logoRef(edition.edition.logo), 'edition'),
      ...(edition.partners?.partners ?? []).flatMap((partner) => logoJobs(root, logoRef(partner.logo), 'partner')),
    ]),
  ]
  const unique = new Map(jobs.map((j) => [j.url, j]))
  return [...unique.values()]
}

// sharp writes no metadata (EXIF, ICC, XMP, IPTC) unless asked to.
async function encode(job: VariantJob): Promise<Buffer> {
  const { variant, source } = job
  if (variant.kind === 'avatar') {
    const image = sharp(source).rotate()
    if (variant.focus) {
      const { width: w, height: h } = (await sharp(source).metadata()).autoOrient
      const side = Math.min(w, h)
      const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)))
      const left = clamp((variant.focus.x / 100) * w - side / 2, w - side)
      const top = clamp((variant.focus.y / 100) * h - side / 2, h - side)
      image.extract({ left, top, width: side, height: side }).resize(variant.px, variant.px)
    } else {
      image.resize(variant.px, variant.px, { fit: 'cover', position: sharp.strategy.attention })
    }
    return image.webp(WEBP_PHOTO).toBuffer()
  }
  let input = sharp(source)
  if (isSvg(source)) {
    // Rasterised at the density that fills the box: sharp at 3x, and never the SVG's markup.
    const meta = await input.metadata()
    const scale = Math.min(variant.width / (meta.width || variant.width), variant.height / (meta.height || variant.height))
    input = sharp(source, { density: Math.max(1, Math.min(2400, 72 * scale)) })
  }
  // Exported logos often sit in a wide margin that would shrink the mark inside its fixed box.
  return input
    .rotate()
    .trim()
    .resize(variant.width, variant.height, { fit: 'inside', withoutEnlargement: !isSvg(source) })
    .webp(WEBP_LOGO)
    .toBuffer()
}

/** `work` over `items`, at most `limit` at a time; the results in the items' order. */
export const inParallel = <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) =>
  Readable.from(items).map(work, { concurrency: limit }).toArray() as Promise<R[]>

/** These versions, and nothing else, into <clientDir>/images/, through the cache. */
export async function publishJobs(clientDir: string, jobs: readonly VariantJob[], cacheDir: string) {
  // Vite copies public/ as it is: the originals, with their EXIF, go.
  await rm(path.join(clientDir, PUBLISHED_DIR), { recursive: true, force: true })
  const report = { published: [] as string[], encoded: 0, fromCache: 0 }
  await inParallel(jobs, 4, async (job) => {
    const { file, made } = await fromCache(cacheDir, job.key, () => encode(job))
    report[made ? 'encoded' : 'fromCache']++
    const target = path.join(clientDir, job.url)
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(file, target)
    report.published.push(target)
  })
  return report
}

export async function processImages(clientDir: string): Promise<void> {
  const started = performance.now()
  const root = contentRoot()
  const report = await publishJobs(clientDir, imageJobs(loadContent(root), root), imageCacheDir())
  if (report.published.length > 0) {
    console.log(
      `images: ${report.published.length} versions published (${report.encoded} encoded, ${report.fromCache} from the cache) in ${Math.round(performance.now() - started)} ms`,
    )
  }
}

/** `npm run dev` makes on request the version at `url` the build would write; null when none is. */
export async function devImage(url: string, root: string = contentRoot()): Promise<Buffer | null> {
  const job = imageJobs(loadContent(root), root).find((j) => j.url === url.split('?')[0])
  return job ? readFile((await fromCache(imageCacheDir(), job.key, () => encode(job))).file) : null
}
