// What a page's +data.ts hands its components to draw a photo or a logo: plain, serialisable objects.
import { contentRoot } from '../content/load-content'
import { AVATAR_LADDER, DENSITIES, LOGO_BOX, type LogoSlot } from './image-rules'
import { logoJobs, photoJobs, type LogoRef, type PhotoRef } from './variants'

/** A photo's version URLs by AVATAR_LADDER's size in px. */
export function resolvePhoto(ref: PhotoRef | null, root: string = contentRoot()) {
  if (!ref) return null
  const jobs = photoJobs(root, ref)
  return { urls: Object.fromEntries(AVATAR_LADDER.map((px, i) => [String(px), jobs[i]!.url])) }
}

export type PhotoSet = NonNullable<ReturnType<typeof resolvePhoto>>

/** Drawn in a fixed box (LOGO_BOX) at 1x, 2x and 3x; `dark` logos are made for dark backgrounds. */
export function resolveLogo(ref: LogoRef | null, slot: LogoSlot, root: string = contentRoot()) {
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

export type LogoImage = NonNullable<ReturnType<typeof resolveLogo>>
