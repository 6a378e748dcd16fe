// The preview image of each activity and of each person who took part in one (src/publishing/og-image.ts, cached).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { loadContent, type Content } from '../../content/load-content'
import { inParallel } from '../../images/process-images'
import { cachedPng, ogCacheDir, type OgCacheStats } from '../../publishing/og-cache'
import { ogCardSvg, type OgCard } from '../../publishing/og-image'
import { activityPageView, allActivities, personPageView, type ActivityPageView, type PersonPageView } from './item-pages-data'

const names = (people: readonly { name: string }[]) => (people.length > 0 ? people.map((p) => p.name).join(', ') : null)

/** "21/05/2024 · 19:00–21:00 · Auditório", or null when the activity has no time yet. */
export function activityWhenText(view: ActivityPageView): string | null {
  const when = view.activity.when
  if (!when || !view.day) return null
  return [view.day, `${when.start}–${when.end}`, when.room?.name].filter(Boolean).join(' · ')
}

export function activityOgCard(content: Content, view: ActivityPageView): OgCard {
  const edition = content.editions[view.year]!.edition
  return {
    kicker: `${view.kind} · ${edition.title}`,
    title: view.heading,
    people: names(view.people) ?? names(view.moderators),
    when: activityWhenText(view),
    footer: `${edition.title} — ${edition.subtitle}`,
  }
}

export function personOgCard(content: Content, view: PersonPageView): OgCard {
  return {
    kicker: [...new Set(view.roles.map((r) => r.editionTitle))].join(' · '),
    title: view.person.name,
    people: view.person.affiliation,
    when: view.roles.find((r) => r.activity)?.text ?? null,
    footer: `${content.site.name} — ${content.site.fullName}`,
  }
}

export async function writeItemOgImages(clientDir: string, content: Content = loadContent()): Promise<OgCacheStats> {
  const dir = ogCacheDir()
  const stats: OgCacheStats = { drawn: 0, reused: 0 }
  const jobs: { path: string; svg: string }[] = []
  for (const { edition, activity } of allActivities(content)) {
    const view = activityPageView(content, edition.year, activity.id)!
    jobs.push({ path: view.ogImage, svg: ogCardSvg(activityOgCard(content, view)) })
  }
  for (const id of Object.keys(content.people)) {
    const view = personPageView(content, id)!
    if (view.ogImage) jobs.push({ path: view.ogImage, svg: ogCardSvg(personOgCard(content, view)) })
  }
  // Two at a time: sharp uses its own threads, two keep both cores busy.
  await inParallel(jobs, 2, async (job) => {
    const file = join(clientDir, job.path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, await cachedPng(job.svg, dir, stats))
  })
  console.log(`previews: ${jobs.length} images of activities and people, ${stats.drawn} drawn, ${stats.reused} from the cache (${dir})`)
  return stats
}
