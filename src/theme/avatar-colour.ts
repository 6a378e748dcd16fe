// A person without a photo: a hue from the name (the same on every page and build), dark enough for white initials.
export function avatarColour(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360} 45% 32%)`
}
