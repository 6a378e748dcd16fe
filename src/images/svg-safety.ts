// An SVG logo is rasterised at build time (decision 0045); still nothing unsafe sits in the repository
// and the rasteriser fetches nothing: scripts, handlers, HTML, entities and outside references are refused.

const RULES: { pattern: RegExp; message: (match: RegExpExecArray) => string }[] = [
  { pattern: /<script\b/gi, message: () => 'o SVG contém <script>' },
  { pattern: /<foreignObject\b/gi, message: () => 'o SVG contém <foreignObject> (HTML dentro do SVG)' },
  { pattern: /<!ENTITY\b/gi, message: () => 'o SVG declara entidades (<!ENTITY>)' },
  { pattern: /\son[a-z]+\s*=/gi, message: (m) => `o SVG tem o atributo de evento ${m[0].trim().replace(/\s*=$/, '')}` },
  {
    pattern: /\s(?:xlink:)?href\s*=\s*["']\s*(?!#)([^"']*)["']/gi,
    message: (m) => `o SVG aponta para fora dele mesmo (${m[1]!.slice(0, 60) || 'href vazio'})`,
  },
  { pattern: /url\(\s*["']?\s*(?!#)[^)]*\)/gi, message: (m) => `o SVG aponta para fora dele mesmo (${m[0].slice(0, 60)})` },
  { pattern: /javascript:/gi, message: () => 'o SVG contém javascript:' },
]

/** Unsafe constructs in an SVG document, in order of appearance. */
export function svgFindings(text: string) {
  const findings = RULES.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].map((match) => {
      // The construct itself, not the whitespace before an attribute.
      const before = text.slice(0, match.index + match[0].length - match[0].trimStart().length)
      return { line: before.split('\n').length, col: before.length - before.lastIndexOf('\n'), message: rule.message(match) }
    }),
  )
  return findings.sort((a, b) => a.line - b.line || a.col - b.col)
}
