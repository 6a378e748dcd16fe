// The attributes of one HTML start tag, as the built pages write them (vike, React, our post-build
// steps): read by the post-build steps and by the byte budget's page reader.

/** The attribute text of a start tag (what follows its name) as lower-case names and decoded values. */
export function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const a of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '')
  }
  return attributes
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}
