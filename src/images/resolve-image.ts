// What a page's +data.ts hands its components to draw a photo or a logo: plain, serialisable objects.
import { contentRoot } from '../content/load-content'
import { AVATAR_LADDER, DENSITIES, LOGO_BOX, type LogoSlot } from './image-rules'
import { logoJobs, photoJobs, type LogoRef, type PhotoRef } from './variants'

export interface PhotoSet {
  urls: Record<string, string> // by AVATAR_LADDER's size in px
}

// Drawn in a fixed box (LOGO_BOX); `dark` logos are made for dark backgrounds.
export interface LogoImage {
  src: string
  srcSet: string // `url 1x, url 2x, url 3x`
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
