// Root Head (cumulative with the pages' own): the clock's switch (it must run before the first
// paint, decision 0172), the hold on the first paint until the page is parsed (decision 0050),
// canonical URL, the icon, Open Graph and Twitter card tags and the home page's JSON-LD. The web
// app manifest's link is added after the first paint (src/build/scripts-after-paint.ts).
// vike-react already writes <title>, description, og:title, og:description.
// Head renders on the server only (at build time), so it may read the content directly.
import { usePageContext } from 'vike-react/usePageContext'
import { loadContent } from '../content/load-content'
import { CLOCK_BEFORE_PAINT, CLOCK_STYLE_ID, clockRule } from '../layout/clock-switch'
import { EXPECT_PAGE_END } from '../layout/first-paint'
import type { LayoutData, PageMeta } from '../layout/page-data'
import { headMeta } from '../publishing/head-meta'
import { jsonLdScript } from '../publishing/json-ld'
import { TOUCH_ICON_PATH } from '../publishing/export-paths'
import { colour } from '../theme/tokens'
import faviconSvg from '../../public/favicon.svg?raw'

// The icon is in the page, so it costs no request: a browser fetches a linked icon while the page
// loads, and Lighthouse counts a request that ended before the first paint against it (decision 0050).
// Only the characters a URL may not hold raw are escaped (spaces too), not the whole SVG.
// The build replaces this one with the current edition's logo (src/build/site-icon.ts, decision 0106).
const FAVICON = `data:image/svg+xml,${faviconSvg.trim().replace(/[\s"#%<>]/g, encodeURIComponent)}`

export default function Head() {
  const pageContext = usePageContext()
  // Every page's +data.ts returns them (src/layout/page-data.ts pageData).
  const { meta, layout } = pageContext.data as { meta: PageMeta; layout: LayoutData }
  const { boundaries } = layout.clock
  const head = headMeta(loadContent(), { ...meta, urlPathname: pageContext.urlPathname, is404: pageContext.is404 === true })
  return (
    <>
      {/* The page as it is now, when a boundary has passed since the build (decision 0172). */}
      {boundaries.length > 0 ? (
        <>
          <style id={CLOCK_STYLE_ID} data-boundaries={boundaries.join(' ')} dangerouslySetInnerHTML={{ __html: clockRule(0) }} />
          <script dangerouslySetInnerHTML={{ __html: CLOCK_BEFORE_PAINT }} />
        </>
      ) : null}
      <link {...EXPECT_PAGE_END} />
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      <link rel="icon" href={FAVICON} />
      <link rel="apple-touch-icon" href={TOUCH_ICON_PATH} />
      <meta name="theme-color" content={colour.frame.background} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={head.siteName} />
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:image" content={head.image.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta property="og:image:alt" content={head.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image.url} />
      <meta name="twitter:image:alt" content={head.image.alt} />
      {meta.feed ? <link rel="alternate" type="application/atom+xml" title={meta.feed.title} href={meta.feed.href} /> : null}
      {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(head.jsonLd) }} /> : null}
    </>
  )
}
