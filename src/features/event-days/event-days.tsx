// Prerendered parts of the event-day features (decision 0061). Each is inert HTML until a script of
// src/client binds it; without JavaScript they stay hidden and the page is as it was.
import './event-days.css'
// /minha-agenda draws its stars in the browser: their styles come with the page's other event-day parts.
import './star.css'
import { PROGRAMME_JSON_ID, type ProgrammeJson } from '../../client/programme-json'
import { jsonForScript } from './programme-json'

export function ProgrammeJsonScript({ data }: { data: ProgrammeJson }) {
  return <script type="application/json" id={PROGRAMME_JSON_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
}

/** Filled by src/client/offline.ts when the service worker answered with a saved copy. */
export function OfflineNotice({ template }: { template: string }) {
  return <p className="offline-notice" role="status" data-offline-notice={template} hidden />
}

export interface NowNextTexts {
  now: string
  next: string
  link?: { href: string; label: string }
}

/** 'Agora' and 'A seguir': shown by src/client/now-next.ts during the event only. */
export function NowNextBlock({ texts, compact = false }: { texts: NowNextTexts; compact?: boolean }) {
  return (
    <section className={compact ? 'now-next now-next--compact' : 'now-next'} data-now-next aria-labelledby="agora-titulo" hidden>
      <div className="now-next__group" data-now-group="now">
        <h2 className="now-next__heading" id="agora-titulo">
          {texts.now}
        </h2>
        <ul className="now-next__list" data-now-list="now" />
      </div>
      <div className="now-next__group" data-now-group="next">
        <h2 className="now-next__heading" id="a-seguir-titulo">
          {texts.next}
        </h2>
        <ul className="now-next__list" data-now-list="next" />
      </div>
      {texts.link ? (
        <p className="now-next__more">
          <a href={texts.link.href}>{texts.link.label}</a>
        </p>
      ) : null}
    </section>
  )
}
