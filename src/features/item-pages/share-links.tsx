import { Button } from '../../components/button'
import { NewTabHint } from '../../components/new-tab-hint'
import { useTexts } from '../../components/ui-texts'

// 'Compartilhar': a WhatsApp link (no JavaScript needed), a copy button and the share sheet (share-client.ts binds both).
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const texts = useTexts()
  // wa.me opens WhatsApp (app or web) with the page's title and address ready to send.
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
  return (
    <section className="share" aria-labelledby="compartilhar-titulo" data-share data-share-url={url} data-share-title={title}>
      <h2 id="compartilhar-titulo">{texts.share}</h2>
      <div className="share__actions button-group">
        <Button variant="secondary" href={whatsApp} target="_blank" rel="noopener noreferrer" data-share-whatsapp>
          {texts.shareWhatsApp}
          <NewTabHint />
        </Button>
        <Button variant="secondary" className="needs-script" data-share-copy data-copied={texts.linkCopied}>
          {texts.copyLink}
        </Button>
        <Button variant="secondary" data-share-native hidden>
          {texts.shareOther}
        </Button>
      </div>
      <p className="share__status" role="status" data-share-status></p>
    </section>
  )
}
