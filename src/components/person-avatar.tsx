import './person-avatar.css'
import { avatarPicks } from '../images/image-rules'
import type { PhotoSet } from '../images/resolve-image'
import { avatarColour } from '../theme/avatar-colour'
import { loadingProps, type ImagePriority } from './image-loading'
import { useTexts } from './ui-texts'

interface Props {
  name: string
  /** The photo's square versions (build time), or null when the person has no photo. */
  photo: PhotoSet | null
  size?: number
  priority?: ImagePriority
}

export function initials(name: string): string {
  const words = name
    .replace(/^(Dra?|Me|Ma|Esp|Prof|Profa)\.\s+/i, '')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÀ-Ý]/.test(word))
    .filter((word) => !/^(da|de|do|das|dos|e)$/i.test(word))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export function PersonAvatar({ name, photo, size = 96, priority }: Props) {
  const alt = `${useTexts().photoOf} ${name}`
  if (photo) {
    // Square versions at 1x-3x; the size inline, so that no global `img { height: auto }` can stretch it.
    const picks = avatarPicks(size)
    return (
      <img
        className="person-avatar"
        src={photo.urls[String(picks[0]!.px)]}
        srcSet={picks.map((p) => `${photo.urls[String(p.px)]} ${p.density}x`).join(', ')}
        alt={alt}
        width={size}
        height={size}
        style={{ width: size, height: size }}
        {...loadingProps(priority)}
      />
    )
  }
  return (
    <span
      className="person-avatar person-avatar--initials"
      role="img"
      aria-label={alt}
      style={{ width: size, height: size, fontSize: size * 0.38, backgroundColor: avatarColour(name) }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  )
}
