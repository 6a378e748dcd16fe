// The "O que muda para o público" comment: within GitHub's 65,536 characters, and site texts cannot break its Markdown.
import { dayTabLabel } from '../format/date-time'
import type { ItemChange, PublishedItem, Slot } from '../publishing/programme-diff'
import { hasChanges, type FileChanges, type SiteChanges } from './site-diff'
import { shortenPair, truncate, type Hunk } from './text-diff'

export const NO_CHANGES = 'Nenhuma mudança visível para o público.'

export interface MarkdownOptions {
  base: string // what the site was compared with: "`origin/main` (a1b2c3d)"
  maxLength?: number
  maxPages?: number // pages shown with their texts; the rest are only named
  maxHunks?: number // per page
  maxList?: number // entries per list (files, programme items)
  maxText?: number // characters per text cell
}

const WEEKDAYS = { domingo: 'dom', segunda: 'seg', terca: 'ter', quarta: 'qua', quinta: 'qui', sexta: 'sex', sabado: 'sáb' }

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~#])/g, '\\$1')
    .replace(/@(?=\w)/g, '@\u2060') // no @mention from a text of the site
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const codes = (names: readonly string[], max: number) =>
  `${names.slice(0, max).map(code).join(', ')}${names.length > max ? ` … e mais ${names.length - max}` : ''}`

const slotParts = (slot: Slot) => [dayTabLabel(slot.date, WEEKDAYS), `${slot.start}–${slot.end}`, slot.roomName]

const slotText = (slot: Slot) => slotParts(slot).map(escapeText).join(', ')

// The new slot, what differs from the old one in bold.
function movedSlotText(before: Slot, after: Slot): string {
  const old = slotParts(before)
  return slotParts(after)
    .map((part, i) => (part === old[i] ? escapeText(part) : `**${escapeText(part)}**`))
    .join(', ')
}

function more(total: number, shown: number, what: string): string[] {
  return total > shown ? [`- … e mais ${total - shown} ${what}.`] : []
}

function hunkCells(hunk: Hunk, maxText: number): [string, string] {
  const maxLines = 4
  // Lines paired one to one are cut around the same difference on both sides.
  const paired = hunk.before.length === hunk.after.length
  const cell = (lines: string[], index: 0 | 1, empty: string) => {
    if (lines.length === 0) return empty
    const shown = lines
      .slice(0, maxLines)
      .map((line, i) => escapeText(paired ? shortenPair(hunk.before[i]!, hunk.after[i]!, maxText)[index] : truncate(line, maxText)))
    if (lines.length > maxLines) shown.push(`… (+${lines.length - maxLines} linhas)`)
    return shown.join('<br>')
  }
  return [cell(hunk.before, 0, '*(não havia)*'), cell(hunk.after, 1, '*(removido)*')]
}

function hunkTable(hunks: Hunk[], maxHunks: number, maxText: number): string[] {
  const where = (hunk: Hunk) => (hunk.context === undefined ? '*(início)*' : escapeText(truncate(hunk.context, 60)))
  const rows = hunks.slice(0, maxHunks).map((hunk) => `| ${where(hunk)} | ${hunkCells(hunk, maxText).join(' | ')} |`)
  const out = ['| Logo após | Antes | Depois |', '| --- | --- | --- |', ...rows]
  if (hunks.length > maxHunks)
    out.push('', `… e mais ${plural(hunks.length - maxHunks, 'trecho alterado', 'trechos alterados')} nesta página.`)
  return out
}

function fileList({ added, removed, changed }: FileChanges, maxList: number): string[] {
  const groups = { Novos: added, Removidos: removed, Alterados: changed }
  return Object.entries(groups).flatMap(([label, list]) => (list.length > 0 ? [`- ${label}: ${codes(list, maxList)}`] : []))
}

const itemLine = (edition: string, item: PublishedItem) => `- ${escapeText(item.title)} (${edition}): ${slotText(item.slot)}`

function movedRow(change: ItemChange, maxText: number): string {
  const { before, after } = change
  const cut = (text: string) => escapeText(truncate(text, maxText))
  const title = cut(after.title) + (before.title === after.title ? '' : ` (antes: ${cut(before.title)})`)
  return `| ${title} | ${change.edition} | ${slotText(before.slot)} | ${movedSlotText(before.slot, after.slot)} |`
}

function summary(changes: SiteChanges): string {
  const { pages, programme, calendars, others } = changes
  const files = (f: FileChanges) => f.added.length + f.removed.length + f.changed.length
  const parts = [
    pages.changed.length && plural(pages.changed.length, 'página alterada', 'páginas alteradas'),
    pages.added.length && plural(pages.added.length, 'página nova', 'páginas novas'),
    pages.removed.length && plural(pages.removed.length, 'página removida', 'páginas removidas'),
    programme.moved.length &&
      plural(programme.moved.length, 'item da programação mudou', 'itens da programação mudaram') + ' de dia, horário ou sala',
    programme.renamed.length && plural(programme.renamed.length, 'item renomeado', 'itens renomeados'),
    programme.added.length && plural(programme.added.length, 'item novo', 'itens novos') + ' na programação',
    programme.removed.length && plural(programme.removed.length, 'item removido', 'itens removidos') + ' da programação',
    files(calendars) && plural(files(calendars), 'arquivo de agenda', 'arquivos de agenda'),
    files(others) && plural(files(others), 'outro arquivo', 'outros arquivos'),
  ].filter(Boolean)
  return `**Resumo:** ${parts.join(' · ')}.`
}

/** Cut at a line boundary, saying so, to at most `max` characters. */
export function capLength(markdown: string, max: number): string {
  if (markdown.length <= max) return markdown
  const note = '\n\n… (relatório cortado para caber num comentário; rode `npm run changes` localmente para ver tudo)\n'
  if (max <= note.length) return ''
  const cut = markdown.lastIndexOf('\n', max - note.length)
  return markdown.slice(0, cut > 0 ? cut : max - note.length) + note
}

export function changesMarkdown(changes: SiteChanges, options: MarkdownOptions): string {
  const { base, maxLength = 60_000, maxPages = 25, maxHunks = 10, maxList = 30, maxText = 160 } = options
  const out = ['## O que muda para o público', '', `Comparado com ${base}.`, '']
  if (!hasChanges(changes)) return [...out, NO_CHANGES, ''].join('\n')
  out.push(summary(changes), '')
  const { pages, shared, programme, calendars, others } = changes
  const pageName = (p: { path: string; title: string }) => `${code(p.path)}${p.title ? ` — ${escapeText(p.title)}` : ''}`
  // A heading and the first maxList lines, with how many more; nothing for no lines.
  const list = (heading: string, lines: string[], noun: string) =>
    lines.length ? [heading, '', ...lines.slice(0, maxList), ...more(lines.length, maxList, noun), ''] : []

  const bullet = (p: { path: string; title: string }) => `- ${pageName(p)}`
  out.push(
    ...list('### Páginas novas', pages.added.map(bullet), 'páginas'),
    ...list('### Páginas removidas', pages.removed.map(bullet), 'páginas'),
  )
  if (programme.moved.length + programme.renamed.length + programme.added.length + programme.removed.length > 0) {
    out.push('### Programação', '')
    if (programme.moved.length) {
      out.push(
        'Itens que mudaram de dia, horário ou sala (o que mudou está em negrito):',
        '',
        '| Item | Edição | Antes | Depois |',
        '| --- | --- | --- | --- |',
        ...programme.moved.slice(0, maxList).map((change) => movedRow(change, maxText)),
        '',
        ...more(programme.moved.length, maxList, 'itens'),
      )
    }
    const renamed = programme.renamed.map(({ edition, before, after }) => {
      const [b, a] = shortenPair(before.title, after.title, maxText)
      return `- ${escapeText(b)} → ${escapeText(a)} (${edition})`
    })
    out.push(...list('Itens renomeados (mesmo dia, horário e sala):', renamed, 'itens'))
    const items = (entries: { edition: string; item: PublishedItem }[]) => entries.map(({ edition, item }) => itemLine(edition, item))
    out.push(...list('Itens novos:', items(programme.added), 'itens'), ...list('Itens removidos:', items(programme.removed), 'itens'))
  }
  // The page texts are the long part: they get what is left of the length budget, so the lists
  // above and below always fit.
  const detail: string[] = []
  if (pages.changed.length) {
    detail.push('### Páginas alteradas', '')
    const detailed = pages.changed.filter((p) => p.hunks.length > 0)
    for (const page of detailed.slice(0, maxPages))
      detail.push(`#### ${pageName(page)}`, '', ...hunkTable(page.hunks, maxHunks, maxText), '')
    const rest = detailed.slice(maxPages).map((p) => p.path)
    if (rest.length) detail.push(`Também alteradas: ${codes(rest, maxList)}.`, '')
    const sharedOnly = pages.changed.length - detailed.length
    if (sharedOnly) detail.push(`${plural(sharedOnly, 'página mudou', 'páginas mudaram')} só pelas mudanças comuns abaixo.`, '')
  }
  if (shared.length) {
    detail.push('### Mudanças em várias páginas', '')
    for (const entry of shared.slice(0, maxHunks)) {
      detail.push(`Em ${entry.paths.length} páginas (${codes(entry.paths, 8)}):`, '', ...hunkTable([entry.hunk], 1, maxText), '')
    }
    if (shared.length > maxHunks) detail.push(`… e mais ${shared.length - maxHunks} mudanças comuns.`, '')
  }
  const tail: string[] = []
  const calendarLines = fileList(calendars, maxList)
  if (calendarLines.length) {
    tail.push(
      '### Arquivos de agenda',
      '',
      'Quem assinou a agenda (.ics) ou usa um app de congresso (schedule.json) recebe estas mudanças na próxima atualização.',
      '',
      ...calendarLines,
      '',
    )
  }
  const otherLines = fileList(others, maxList)
  if (otherLines.length) tail.push('### Outros arquivos publicados', '', ...otherLines, '')
  const head = out.join('\n')
  const rest = tail.join('\n')
  const budget = maxLength - head.length - rest.length - 2
  return capLength([head, capLength(detail.join('\n'), Math.max(budget, 0)), rest].join('\n'), maxLength)
}
