import { useData } from 'vike-react/useData'
import './my-agenda.css'
import { Button } from '../../components/button'
import { InAppHint } from '../../components/in-app-hint'
import { TextPage } from '../../components/text-page'
import { useTexts } from '../../components/ui-texts'
import { AgendaChangesNotice, OfflineNotice, ProgrammeJsonScript } from '../../features/event-days/event-days'
import type { Data } from './+data'

// Everything but the texts is drawn by src/client/my-agenda.ts from localStorage; without
// JavaScript only the explanation of what the page needs is shown. With it, the first paint already
// shows the empty agenda (the script starts after the paint, decision 0050), so nothing moves when
// the script finds no star.
export default function Page() {
  const d = useData<Data>()
  const ui = useTexts()
  return (
    <TextPage heading={d.heading}>
      <AgendaChangesNotice changelog={d.changes} />
      <OfflineNotice />
      <InAppHint texts={d.inAppHint} path={d.path} />
      <p>{d.privacy}</p>
      <p className="my-agenda__noscript" data-agenda-noscript>
        {d.noScript}
      </p>
      <div
        className="my-agenda needs-script"
        data-my-agenda
        data-overlap={d.overlap}
        data-star-label={ui.eventDays.star}
        data-cancelled={ui.cancelled}
        data-cancelled-reason={ui.cancelledReason}
        data-stale={d.stale}
        data-share-qr={d.shareQr}
      >
        <div className="my-agenda__shared" data-agenda-shared hidden>
          <p>{d.shared}</p>
          <p className="my-agenda__stale" data-agenda-stale hidden />
          <Button data-agenda-keep>{d.keep}</Button>
        </div>
        <p className="my-agenda__kept" data-agenda-kept tabIndex={-1} hidden>
          {d.kept}
        </p>
        <p data-agenda-empty>{d.empty}</p>
        <div className="my-agenda__actions button-group">
          <Button data-agenda-download hidden>
            {d.download}
          </Button>
          <Button variant="secondary" data-agenda-share hidden>
            {d.share}
          </Button>
        </div>
        <div className="my-agenda__share" data-agenda-share-box hidden>
          <p className="my-agenda__link" data-agenda-link-box>
            {d.shareLink}{' '}
          </p>
          <div data-agenda-qr />
        </div>
        <div data-agenda-list />
      </div>
      <ProgrammeJsonScript data={d.programme} />
    </TextPage>
  )
}
