// The disc behind a person's initials when there is no photo: a hue from the name, so each person
// keeps the same colour on every page and build, dark enough for white initials (avatar-colour.test.ts).
export function avatarColour(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360} 45% 32%)`
}
