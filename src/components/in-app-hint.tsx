import './card.css'
import './in-app-hint.css'
import { Button } from './button'
import type { MyAgendaPage } from '../content/generated/programme-pages'

// Shown by src/client/in-app-browser.ts inside an app's browser only, with the Android intent link or the menu's how-to (decision 0060).
export function InAppHint({ texts, path }: { texts: MyAgendaPage['inAppHint']; path: string }) {
  return (
    <div className="card in-app-hint" data-in-app-hint hidden>
      <p className="in-app-hint__text">{texts.text}</p>
      <p className="in-app-hint__how-to" data-in-app-how-to hidden>
        {texts.howTo}
      </p>
      <div className="button-group">
        <Button href={path} data-in-app-open hidden>
          {texts.open}
        </Button>
        <Button variant="secondary" data-in-app-copy>
          {texts.copy}
        </Button>
        <Button variant="secondary" data-in-app-dismiss>
          {texts.dismiss}
        </Button>
      </div>
      <p className="in-app-hint__status" role="status" data-in-app-status data-copied={texts.copied} />
    </div>
  )
}
