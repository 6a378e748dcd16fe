// Build time only (+data.ts hooks): what a page needs to draw a photo or a logo. Serialisable, and
// free of Node imports on the component side: components only read these plain objects.
import { contentRoot } from '../content/load-content'
import { AVATAR_LADDER, DENSITIES, LOGO_BOX, type LogoSlot } from './image-rules'
import { logoJobs, photoJobs, type LogoRef, type PhotoRef } from './variants'

/** A person's photo: the URL of each square size of AVATAR_LADDER, by size in px. */
export interface PhotoSet {
  urls: Record<string, string>
}

/** A logo drawn in a fixed box (image-rules LOGO_BOX); `dark` logos are made for dark backgrounds. */
export interface LogoImage {
  src: string
  /** `url 1x, url 2x, url 3x`. */
  srcSet: string
  width: number
  height: number
  dark: boolean
}

export function resolvePhoto(ref: PhotoRef | null, root: string = contentRoot()): PhotoSet | null {
  if (!ref) return null
  const jobs = photoJobs(root, ref)
  return { urls: Object.fromEntries(AVATAR_LADDER.map((px, i) => [String(px), jobs[i]!.url])) }
}

export function resolveLogo(ref: LogoRef | null, slot: LogoSlot, root: string = contentRoot()): LogoImage | null {
  if (!ref) return null
  const jobs = logoJobs(root, ref, slot)
  const box = LOGO_BOX[slot]
  return {
    src: jobs[0]!.url,
    srcSet: jobs.map((j, i) => `${j.url} ${DENSITIES[i]}x`).join(', '),
    width: box.width,
    height: box.height,
    dark: ref.dark,
  }
}
