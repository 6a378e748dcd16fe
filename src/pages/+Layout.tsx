import '../layout/global.css'
import '../theme/fonts.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ClockContext } from '../components/timed'
import { UiTextsContext } from '../components/ui-texts'
import type { LayoutData } from '../layout/page-data'
import { MAIN_ID, PAGE_END_ID } from '../layout/first-paint'
import { SiteFooter } from '../layout/site-footer'
import { SiteHeader } from '../layout/site-header'

export default function Layout({ children }: { children: ReactNode }) {
  const { layout } = useData<{ layout: LayoutData }>()
  return (
    <UiTextsContext value={layout.ui}>
      <ClockContext value={layout.clock}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {layout.ui.skipToContent}
        </a>
        <SiteHeader {...layout} currentPath={usePageContext().urlPathname} />
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter {...layout} />
        <div id={PAGE_END_ID} hidden />
      </ClockContext>
    </UiTextsContext>
  )
}
