// Prerendered parts of the event-day features (decision 0060). Each is inert HTML until a script of
// src/client binds it; without JavaScript they stay hidden and the page is as it was.
import '../../components/card.css'
import './event-days.css'
// /minha-agenda draws its stars in the browser: their styles come with the page's other event-day parts.
import '../../components/star-button.css'
import { PROGRAMME_JSON_ID, type ProgrammeJson } from '../../client/programme-json'
import { useTexts } from '../../components/ui-texts'
import { jsonForScript } from './programme-json'

export function ProgrammeJsonScript({ data }: { data: ProgrammeJson }) {
  return <script type="application/json" id={PROGRAMME_JSON_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
}

/** Filled by src/client/offline.ts when the service worker answered with a saved copy. */
export function OfflineNotice() {
  return <p className="offline-notice" role="status" data-offline-notice={useTexts().eventDays.offlineNotice} hidden />
}

/**
 * What changed in the visitor's saved items since saved (decision 0184): a status region, empty in
 * the HTML and always there, so screen readers announce what src/client/agenda-changes.ts puts in it.
 */
export function AgendaChangesNotice({ changelog }: { changelog: { href: string; label: string } }) {
  const ui = useTexts()
  const texts = ui.eventDays.changes
  return (
    <div
      className="agenda-changes"
      role="status"
      data-agenda-changes
      data-heading={texts.heading}
      data-moved={texts.moved}
      data-room={texts.room}
      data-cancelled={texts.cancelled}
      data-reason={ui.cancelledReason}
      data-removed={texts.removed}
      data-no-room={texts.noRoom}
      data-acknowledge={texts.acknowledge}
      data-changelog-href={changelog.href}
      data-changelog-label={changelog.label}
    />
  )
}

/**
 * 'Agora' and 'A seguir': shown by src/client/now-next.ts during the event only. `programmeHref`
 * (the home page's compact block) adds the link to the whole programme.
 */
export function NowNextBlock({ programmeHref }: { programmeHref?: string }) {
  const texts = useTexts().eventDays
  return (
    <section
      className={programmeHref ? 'card now-next now-next--compact' : 'card now-next'}
      data-now-next
      aria-labelledby="agora-titulo"
      hidden
    >
      {(['now', 'next'] as const).map((group) => (
        <div key={group} className="now-next__group" data-now-group={group}>
          <h2 className="now-next__heading" id={group === 'now' ? 'agora-titulo' : 'a-seguir-titulo'}>
            {texts[group]}
          </h2>
          <ul className="plain-list now-next__list" data-now-list={group} />
        </div>
      ))}
      {programmeHref ? (
        <p className="now-next__more">
          <a href={programmeHref}>{texts.nowLink}</a>
        </p>
      ) : null}
    </section>
  )
}
