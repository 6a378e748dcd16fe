// Rich text (paragraphs, lists, links) as plain text, for what cannot draw it: a calendar, a preview, a meta description.
import type { Activity } from './generated/activities.ts'
import type { RichText } from './generated/defs.ts'
import type { DeepReadonly } from './load-content.ts'

/** `lines`: blocks a blank line apart, items and links as "- " lines, links with their address; `inline`: one line, links by label. */
export function plainText(blocks: DeepReadonly<RichText>, form: 'lines' | 'inline'): string {
  if (form === 'inline') {
    return blocks
      .map((block) =>
        typeof block === 'string' ? block : 'list' in block ? block.list.join(' ') : block.links.map((l) => l.label).join(' '),
      )
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block
      if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n')
      return block.links.map((link) => `- ${link.label}: ${link.url}`).join('\n')
    })
    .join('\n\n')
}

/** Spec §9: a summary is the first 200 characters of a text (… when cut). */
export function summaryOf(text: string, length = 200): string {
  const chars = [...text]
  if (chars.length <= length) return text
  return `${chars.slice(0, length).join('').trimEnd()}…`
}

/** What a card, a page's description and its JSON-LD say of an activity: its own summary, else the start of its description. */
export function activitySummary(activity: DeepReadonly<Pick<Activity, 'summary' | 'description'>>): string | null {
  return activity.summary ?? (activity.description ? summaryOf(plainText(activity.description, 'inline')) : null)
}
