// @vitest-environment node
// The recipes of docs/content.md, each performed as an organiser would (no text touched beyond what
// the recipe says) on a copy of the fictional fixture site (decision 0095), whose current edition has
// a programme, parallel blocks, calls and dates whatever the real one holds (decision 0095), then
// validated and loaded. The recipes whose proof is a built site: tests/e2e/content-recipes.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { validateCopy } from '../../tests/fixtures/content/content-copy.ts'
import { fixtureCopies } from '../../tests/fixtures/content/fixture-copies.ts'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { fillTemplate } from '../components/edition-template.ts'
import { callCards } from '../features/calls/call-cards.ts'
import { callPageProps } from '../features/calls/call-page-data.ts'
import { nextEditionView } from '../features/home/next-edition.ts'
import { deadlinesCalendar } from '../features/calls/deadlines-calendar.ts'
import { navigationOf } from '../layout/page-data.ts'
import { activityPath } from '../publishing/item-paths.ts'
import { programmeHtml } from '../../tests/fixtures/content/programme-html.tsx'
import { programmeItems } from './programme.ts'
import type { Site } from './generated/site.ts'
import { clearContentCache, loadContent } from './load-content.ts'

const copy = fixtureCopies()

describe('Acrescentar um minicurso com uma pessoa nova', () => {
  it('takes a person, an activity, its category and its programme slot: one place each', async () => {
    const c = copy()
    clearContentCache()
    const content = loadContent(FIXTURE_ROOT)
    const year = content.site.currentEdition
    const edition = content.currentEdition
    // The recipe adds the course to a block of parallel activities, as the minicourses are.
    const block = programmeItems(edition.programme).find((item) => item.parts.length > 0)!
    const sibling = block.parts[0]!.activity
    const category = edition.activities!.categories.find((cat) => cat.activityIds.includes(sibling.id))

    c.edit(
      'data/people.yaml',
      /^people:\n/m,
      'people:\n  - id: pessoa-nova-da-receita\n    name: "Pessoa Nova"\n    honorific: null\n    affiliation: null\n    photo: null\n    bio: null\n',
    )
    const activities = `data/editions/${year}/activities.yaml`
    c.edit(
      activities,
      /^activities:\n/m,
      `activities:\n  - id: minicurso-da-receita\n    kind: minicurso\n    code: null\n    label: null\n    title: "Minicurso da Receita"\n    people:\n      - pessoa-nova-da-receita\n    moderators: []\n    when:\n      date: "${sibling.when!.date}"\n      start: "${sibling.when!.start}"\n      end: "${sibling.when!.end}"\n      roomId: null\n    description:\n      - "Um minicurso acrescentado pela receita."\n    objective: null\n    justification: null\n    prerequisites: null\n    resources: null\n`,
    )
    if (category) c.edit(activities, `      - ${sibling.id}\n`, `      - ${sibling.id}\n      - minicurso-da-receita\n`)
    c.edit(
      `data/editions/${year}/schedule.yaml`,
      `          - ${sibling.id}\n`,
      `          - ${sibling.id}\n          - minicurso-da-receita\n`,
    )

    const validated = await validateCopy(c)
    expect(validated.status, validated.output).toBe(0)
    clearContentCache()
    const edited = loadContent(c.root)
    const added = programmeItems(edited.currentEdition.programme)
      .find((item) => item.id === block.id)!
      .parts.find((part) => part.activity.id === 'minicurso-da-receita')!
    expect(added.activity).toMatchObject({ title: 'Minicurso da Receita', people: ['pessoa-nova-da-receita'] })
    // The programme shows it with its person, linked to its own page (issue 12).
    const path = activityPath(edited.currentEdition.year, 'minicurso-da-receita')
    expect(programmeHtml(edited)).toContain(
      `<a href="${path}">Minicurso da Receita</a><span class="schedule__activity-people"> — Pessoa Nova</span>`,
    )
  })

  it('is refused, with the place to fix, when the new course clashes with its person elsewhere', async () => {
    const c = copy()
    clearContentCache()
    const entry = loadContent(FIXTURE_ROOT).currentEdition
    const busy = entry.activities!.activities.find((a) => a.when && a.people.length > 0)!
    c.edit(
      `data/editions/${entry.year}/activities.yaml`,
      /^activities:\n/m,
      `activities:\n  - id: minicurso-em-conflito\n    kind: minicurso\n    code: null\n    label: null\n    title: "Em conflito"\n    people:\n      - ${busy.people[0]}\n    moderators: []\n    when:\n      date: "${busy.when!.date}"\n      start: "${busy.when!.start}"\n      end: "${busy.when!.end}"\n      roomId: null\n    description: null\n    objective: null\n    justification: null\n    prerequisites: null\n    resources: null\n`,
    )
    const validated = await validateCopy(c)
    expect(validated.status).toBe(1)
    expect(validated.output).toMatch(
      new RegExp(`data/editions/${entry.year}/activities\\.yaml:\\d+:\\d+ error .*'${busy.people[0]}' está em dois lugares ao mesmo tempo`),
    )
  })
})

describe('Mudar o subtítulo de uma chamada', () => {
  it('is one field, subtitle, in the call file, and the page shows it under its title', async () => {
    const c = copy()
    clearContentCache()
    const content = loadContent(FIXTURE_ROOT)
    const year = content.site.currentEdition
    const { kind } = content.currentEdition.calls[0]!
    c.edit(`data/editions/${year}/calls/${kind}.yaml`, /^subtitle: .*$/m, 'subtitle: "Um subtítulo novo para o {edicao}"')
    expect((await validateCopy(c)).status).toBe(0)
    clearContentCache()
    const edited = loadContent(c.root)
    const page = edited.callPages.find((shown) => shown.call.kind === kind)!
    expect(callPageProps(edited, page).subheading).toBe(`Um subtítulo novo para o ${edited.currentEdition.edition.title}`)
  })
})

describe('Criar uma chamada nova', () => {
  // The recipe's own file, as docs/content.md gives it to the organiser, in the copy's current edition.
  const recipe = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'content.md'), 'utf8').split('### Criar uma chamada nova')[1]!
  const file = /`([a-z0-9-]+)\.yaml`/.exec(recipe)![1]!
  const yaml = /```yaml\n([\s\S]*?)```/
    .exec(recipe)![1]!
    .split('\n')
    .map((line) => line.replace(/^ {3}/, ''))
    .join('\n')

  it('is its one YAML file: a page at its address, a card on /chamadas and the home page, a menu entry and its dates in the deadlines calendar', async () => {
    const c = copy()
    const year = (parse(c.read('data/site.yaml')) as Site).currentEdition
    c.write(`data/editions/${year}/calls/${file}.yaml`, yaml.replace(/'\d{4}-(\d{2}-\d{2})'/g, `'${year}-$1'`))
    const validated = await validateCopy(c)
    expect(validated.status, validated.output).toBe(0)

    clearContentCache()
    const content = loadContent(c.root)
    const page = content.callPages.find((shown) => shown.call.kind === file)!
    expect(page.year).toBe(year)
    const { path } = page.call
    expect(callPageProps(content, page).heading).toBe(fillTemplate(page.call.heading, content.currentEdition.edition))
    for (const text of ['text', 'homeText'] as const) expect(callCards(content, text).map((card) => card.href)).toContain(path)
    const menu = navigationOf(content).find((item) => item.children.some((link) => link.href === path))
    expect(menu?.children.find((link) => link.href === path)?.label).toBe(page.call.card.title)
    const ics = deadlinesCalendar(content, content.currentEdition, new Date())!
    for (const date of page.call.dates) expect(ics).toContain(`-prazo-${file}-${date.id}@`)
    expect(ics).toContain(`URL:${content.site.siteUrl}${path}`)
  })

  it('is refused, with the line to fix, when its address is already another page', async () => {
    const c = copy()
    const year = (parse(c.read('data/site.yaml')) as Site).currentEdition
    c.write(`data/editions/${year}/calls/${file}.yaml`, yaml.replace(/^path: .*$/m, "path: '/timeline'"))
    const validated = await validateCopy(c)
    expect(validated.status).toBe(1)
    expect(validated.output).toMatch(
      new RegExp(`data/editions/${year}/calls/${file}\\.yaml:2:7 error /path: endereço já usado: '/timeline'`),
    )
  })
})

describe('Anunciar a próxima edição', () => {
  // The recipe's three forms of `next`, as docs/content.md gives them, moved to the year after the copy's edition.
  const recipe = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'content.md'), 'utf8').split(
    '### Anunciar a próxima edição',
  )[1]!
  const block = /```yaml\n([\s\S]*?)```/.exec(recipe)![1]!
  const forms = block.match(/^next:.*(?:\n {2}.*)*/gm)!
  const announce = (c: ReturnType<typeof copy>, next: string) => {
    const year = (parse(c.read('data/site.yaml')) as Site).currentEdition
    const moved = next.replace(/\b\d{4}(?=-\d{2})/g, String(Number(year) + 1))
    c.edit(`data/editions/${year}/edition.yaml`, /^next: null$/m, moved)
    return year
  }

  it('is one field, next, in three forms: nothing yet, a month, or dates with a countdown and the registration', async () => {
    expect(forms).toHaveLength(3)
    const kinds = []
    for (const next of forms) {
      const c = copy()
      announce(c, next)
      const validated = await validateCopy(c)
      expect(validated.status, validated.output).toBe(0)
      clearContentCache()
      const content = loadContent(c.root)
      const view = nextEditionView(
        content.currentEdition.edition,
        content.pages.home.after,
        { href: 'https://instagram.example', label: '@x' },
        'Inscreva-se',
      )
      kinds.push(view?.kind)
      if (view && view.kind !== 'announce') expect(view.text).not.toContain('{')
    }
    expect(kinds).toEqual(['announce', 'month', 'dates'])
  })

  it('is refused, with the line to fix, when the next edition does not come after this one', async () => {
    const c = copy()
    const year = announce(c, forms[2]!)
    c.edit(`data/editions/${year}/edition.yaml`, /^ {2}startDate: (['"])\d{4}-/m, `  startDate: $1${year}-`)
    const validated = await validateCopy(c)
    expect(validated.status).toBe(1)
    expect(validated.output).toMatch(new RegExp(`data/editions/${year}/edition\\.yaml:\\d+:\\d+ error /next/startDate: a próxima edição`))
  })
})
