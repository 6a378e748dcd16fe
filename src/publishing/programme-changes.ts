// The programme's changes in words (decision 0182), for /timeline/mudancas and its Atom feed, newest version first.
import { v5 } from 'uuid'
import { fillTemplate } from '../components/edition-template'
import type { Content } from '../content/load-content'
import { cancellation, cancellationText } from '../content/programme'
import { dayTabLabel, formatDateTime } from '../format/date-time'
import { fill } from '../format/fill'
import { absoluteUrl } from './export-paths'
import { escapeXml } from './og-image'
import type { ProgrammeChanges, Slot } from './programme-diff'
import type { ProgrammeVersion } from './programme-history'

type Texts = Content['pages']['programmeChanges']['changes']
type Ui = Pick<Content['site']['ui'], 'weekdays' | 'cancelled' | 'cancelledReason'>

/** Each change of a version in words, "old → new": moves, cancellations, new titles, additions, removals. */
export function changeLines(changes: ProgrammeChanges, texts: Texts, ui: Ui): string[] {
  const when = (s: Slot, room = true) => `${dayTabLabel(s.date, ui.weekdays)}, ${s.start}–${s.end}${room ? `, ${s.roomName}` : ''}`
  return [
    ...changes.moved.map(({ before: { slot: b }, after }) => {
      const room = b.roomName !== after.slot.roomName
      if (b.date === after.slot.date && b.start === after.slot.start && b.end === after.slot.end)
        return fill(texts.roomChanged, { titulo: after.title, antes: b.roomName, depois: after.slot.roomName })
      return fill(texts.moved, { titulo: after.title, antes: when(b, room), depois: when(after.slot, room) })
    }),
    ...changes.cancelled.map(({ after: item }) =>
      item.cancelled
        ? fill(texts.cancelled, {
            titulo: item.title,
            quando: when(item.slot),
            cancelamento: cancellationText(cancellation(item.cancelled)!, ui),
          })
        : fill(texts.reinstated, { titulo: item.title, quando: when(item.slot) }),
    ),
    ...changes.renamed.map(({ before, after }) => fill(texts.renamed, { antes: before.title, depois: after.title })),
    ...changes.added.map(({ item }) => fill(texts.added, { titulo: item.title, quando: when(item.slot) })),
    ...changes.removed.map(({ item }) => fill(texts.removed, { titulo: item.title, quando: when(item.slot) })),
  ]
}

/** The versions after the first (as published) and before the edition's end (later ones only correct the record), newest first. */
export function changelog(content: Content, versions: readonly ProgrammeVersion[]) {
  const page = content.pages.programmeChanges
  const end = Date.parse(content.currentEdition.edition.end)
  return versions
    .filter((version) => version.number > 1 && Date.parse(version.date) < end)
    .reverse()
    .map(({ number, id, date, changes }) => ({
      id,
      date,
      anchor: `versao-${number}`,
      // The commit's time in the event's zone, to the minute.
      heading: fill(page.version, { versao: String(number), data: formatDateTime(date).slice(0, 16) }),
      lines: changeLines(changes, page.changes, content.site.ui),
    }))
}

/** The link to the changelog, named by its heading: from the programme and from the agenda's change notice. */
export function changelogLink({ pages, currentEdition }: Pick<Content, 'pages' | 'currentEdition'>) {
  return { href: pages.programmeChanges.path, label: fillTemplate(pages.programmeChanges.heading, currentEdition.edition) }
}

/** The feed's address: the page's, with .xml. */
export const programmeFeedPath = (content: Pick<Content, 'pages'>) => `${content.pages.programmeChanges.path}.xml`
/** The feed as a page's head links it (its title filled by the page's data). */
export const changelogFeed = (content: Pick<Content, 'pages'>) => ({
  href: programmeFeedPath(content),
  title: content.pages.programmeChanges.title,
})

/** The Atom feed (RFC 4287) of the current edition's changelog; `builtAt` dates it when it has no version. */
export function programmeFeed(content: Content, versions: readonly ProgrammeVersion[], builtAt: number): string {
  const { site, currentEdition } = content
  const page = absoluteUrl(site.siteUrl, content.pages.programmeChanges.path)
  const self = absoluteUrl(site.siteUrl, programmeFeedPath(content))
  const entries = changelog(content, versions)
  const x = escapeXml
  const entry = (e: (typeof entries)[number]) => `  <entry>
    <id>urn:uuid:${v5(`${site.siteUrl}/${currentEdition.year}/programme/${e.id}`, v5.URL)}</id>
    <title>${x(e.heading)}</title>
    <updated>${e.date}</updated>
    <link rel="alternate" type="text/html" href="${x(`${page}#${e.anchor}`)}"/>
    <content type="html">${x(`<ul>${e.lines.map((line) => `<li>${x(line)}</li>`).join('')}</ul>`)}</content>
  </entry>
`
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">
  <id>${x(self)}</id>
  <title>${x(fillTemplate(content.pages.programmeChanges.title, currentEdition.edition))}</title>
  <updated>${versions.at(-1)?.date ?? new Date(builtAt).toISOString()}</updated>
  <author><name>${x(site.name)}</name><uri>${x(site.siteUrl)}</uri></author>
  <link rel="self" type="application/atom+xml" href="${x(self)}"/>
  <link rel="alternate" type="text/html" href="${x(page)}"/>
${entries.map(entry).join('')}</feed>
`
}
