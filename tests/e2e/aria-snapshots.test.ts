// What a screen reader hears (issue 49): the accessibility tree of the programme, each activity page
// and Minha agenda on the fixture site, matched with Playwright's ARIA snapshots (roles, names,
// levels, states). The templates are written from the fixture's content, so a text edit moves the
// expectation with it; what they pin is the tree: an item's time, title heading, star and room read
// together, days as headings, the tabs as tabs. Children match in order, others may sit between.
import type { Page } from '@playwright/test'
import { stringify } from 'yaml'
import { personView } from '../../src/components/person-view'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { activityPageView, allActivities } from '../../src/features/item-pages/item-pages-data'
import { cancellationText, programmeItems } from '../../src/content/programme'
import { fill } from '../../src/format/fill'
import { expectNoErrors } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { scriptsRan, VIEWPORTS } from './support/page-states'
import { expect, test } from './support/fixtures'

const { ui } = content.site
const { edition, year, programme } = content.currentEdition
const pages = content.pages
// A week before the edition: every item to come, so every star is offered.
const BEFORE = Date.parse(edition.start) - 7 * 24 * 3_600_000

type Tree = (string | { [node: string]: Tree | string })[]
/** One node of a template: `heading "Title" [level=3]`. */
const node = (role: string, name?: string, ...states: string[]) =>
  [role, name === undefined ? '' : JSON.stringify(name), ...states.map((state) => `[${state}]`)].filter(Boolean).join(' ')
const template = (tree: Tree) => stringify(tree, { lineWidth: 0 })
const star = (title: string, ...states: string[]) => node('button', fill(ui.eventDays.star, { titulo: title }), ...states)

type Day = (typeof programme)[number]
type Item = Day['items'][number]
/** A programme item as its card reads: when, what (a link when it has a page), its star, why not, where, who. */
function programmeItem(item: Item): Tree[number] {
  const title = node('heading', item.title, 'level=3')
  return {
    listitem: [
      { paragraph: [{ time: item.start }, { time: item.end }] },
      item.activity ? { [title]: [node('link', item.title)] } : title,
      ...(item.cancelled ? [{ paragraph: cancellationText(item.cancelled, ui) }] : [star(item.title)]),
      ...(item.room ? [{ paragraph: [node('link', item.room.name)] }] : []),
      ...(item.people.length > 0 ? [{ list: item.people.map((id) => ({ listitem: [node('link', personView(content, id).name)] })) }] : []),
    ],
  }
}

async function open(page: Page, url: string) {
  await page.clock.setFixedTime(BEFORE)
  await page.goto(url)
  // The stars are bound after the first paint (decision 0050): a bound star says whether it is pressed.
  await scriptsRan(page)
}

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`[${name}] the accessibility tree`, () => {
    test('of the programme: its tabs, a heading per day, each item’s time, title, star, room and people', async ({
      openPage,
      fixtureUrl,
    }) => {
      test.skip(programme.length < 2, 'the fixture edition needs days to switch between')
      const recorded = await openPage(device)
      const { page } = recorded
      await open(page, fixtureUrl + pages.timeline.path)
      const main = page.getByRole('main')
      await expect(main).toMatchAriaSnapshot(
        template([
          node('heading', textAt(fillTimedText(pages.timeline.heading, edition), BEFORE)!, 'level=1'),
          {
            [node('tablist', fillTemplate(pages.timeline.title, edition))]: programme.map((day, index) =>
              node('tab', day.tabLabel, ...(index === 0 ? ['selected'] : [])),
            ),
          },
        ]),
      )
      for (const day of programme) {
        await page.getByRole('tab', { name: day.tabLabel, exact: true }).click()
        await expect(page.getByRole('tabpanel')).toMatchAriaSnapshot(
          template([
            {
              [node('tabpanel', day.tabLabel)]: [
                node('heading', `${day.label} — ${day.tabLabel}`, 'level=2'),
                { list: day.items.map(programmeItem) },
              ],
            },
          ]),
        )
      }
      expectNoErrors(recorded)
    })

    test('of each activity page of the edition: title, kind, the way back, when, its star, its sections', async ({
      openPage,
      fixtureUrl,
    }) => {
      const activities = allActivities(content).filter((entry) => entry.edition.edition.year === year)
      expect(activities.length).toBeGreaterThan(0)
      const recorded = await openPage(device)
      const { page } = recorded
      for (const { activity } of activities) {
        const view = activityPageView(content, year, activity.id)!
        const cancelled = view.item?.cancelled ?? activity.cancelled
        const when = activity.when
        await open(page, fixtureUrl + view.path)
        await expect(page.getByRole('main')).toMatchAriaSnapshot(
          template([
            {
              article: [
                node('heading', view.heading, 'level=1'),
                { paragraph: `${view.kind} · ${view.editionTitle}` },
                { paragraph: [node('link', `← ${ui.backToProgramme} · ${view.editionTitle}`)] },
                ...(when && view.day ? [{ paragraph: [{ time: view.day }, { time: when.start }, { time: when.end }] }] : []),
                ...(view.agendaItem ? [star(view.agendaItem.title)] : []),
                ...(cancelled ? [{ paragraph: cancellationText(cancelled, ui) }] : []),
                ...(view.people.length + view.moderators.length > 0
                  ? [
                      {
                        [node('region', ui.people)]: [
                          node('heading', ui.people, 'level=2'),
                          { list: [...view.people, ...view.moderators].map((person) => ({ listitem: [node('link', person.name)] })) },
                        ],
                      },
                    ]
                  : []),
                { [node('region', ui.share)]: [node('heading', ui.share, 'level=2'), node('button')] },
              ],
            },
          ]),
        )
      }
      expectNoErrors(recorded)
    })

    test('of Minha agenda with saved items: by day, each a pressed star, its title and when', async ({ openPage, fixtureUrl }) => {
      const recorded = await openPage(device)
      const { page } = recorded
      await open(page, fixtureUrl + pages.timeline.path)
      // One saved item of each day, the cancelled ones aside (they have no star).
      const saved = programme
        .map((day) => ({ day, item: day.items.find((item) => !item.cancelled) }))
        .filter((entry): entry is { day: Day; item: Item } => entry.item !== undefined)
      for (const { item } of saved)
        await page.locator(`.schedule [data-star="${item.id}"]`).evaluate((el) => (el as HTMLButtonElement).click())
      await open(page, fixtureUrl + pages.myAgenda.path)
      await expect(page.getByRole('main')).toMatchAriaSnapshot(
        template([
          node('heading', fillTemplate(pages.myAgenda.heading, edition), 'level=1'),
          node('status'),
          node('button', pages.myAgenda.download),
          node('button', pages.myAgenda.share),
          ...saved.flatMap(({ day, item }) => [
            node('heading', `${day.label} — ${day.tabLabel}`, 'level=2'),
            {
              list: [
                {
                  listitem: [
                    star(item.title, 'pressed'),
                    node('heading', item.title, 'level=3'),
                    { paragraph: `${item.start} - ${item.end}${item.room ? ` · ${item.room.name}` : ''}` },
                  ],
                },
              ],
            },
          ]),
        ]),
      )
      expect(programmeItems(programme).length).toBeGreaterThan(saved.length)
      expectNoErrors(recorded)
    })
  })
}
