// The originals' limits and the shapes of the metadata-free WebP versions the build publishes (decision 0045).
export const MAX_IMAGE_BYTES = 500 * 1024
export const MAX_IMAGE_SIDE_PX = 2000

export const SHRINK_COMMAND = 'npm run imagens'

export function isSvg(imagePath: string): boolean {
  return /\.svg$/i.test(imagePath)
}

// Square versions of a person's photo: an avatar picks the smallest that covers 1x, 2x and 3x screens.
export const AVATAR_LADDER = [48, 96, 144, 192, 288, 432] as const

// Display sizes (CSS px); an activity's card draws one face at `activity`, several at `activityGroup`.
export const AVATAR_SIZE = { schedule: 48, course: 64, activityGroup: 96, committee: 112, organisation: 120, activity: 140 } as const

// A logo is drawn contained in a fixed box (CSS px) whatever its aspect ratio, so nothing shifts.
export const LOGO_BOX = {
  header: { width: 64, height: 48 },
  hero: { width: 360, height: 240 },
  edition: { width: 320, height: 120 },
  partner: { width: 260, height: 100 },
} as const
export type LogoSlot = keyof typeof LOGO_BOX

export const DENSITIES = [1, 2, 3] as const

// Raised with the encoder settings below, so cached versions are made again.
export const PIPELINE_VERSION = 2
export const WEBP_PHOTO = { quality: 78, effort: 4 } as const
export const WEBP_LOGO = { quality: 85, alphaQuality: 95, effort: 4 } as const

// Inside the client folder; the originals never go there.
export const PUBLISHED_DIR = 'images'

/** For each density, the ladder's size that covers `size` CSS px (the largest when none does). */
export function avatarPicks(size: number): { density: number; px: number }[] {
  const picks: { density: number; px: number }[] = []
  for (const density of DENSITIES) {
    const need = size * density
    const px = AVATAR_LADDER.find((w) => w >= need) ?? AVATAR_LADDER[AVATAR_LADDER.length - 1]!
    if (!picks.some((p) => p.px === px)) picks.push({ density, px })
  }
  return picks
}
