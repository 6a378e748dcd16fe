import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { loadContent } from '../../../src/content/load-content.ts'
import { isItemPagePath, itemSamplePaths } from '../../../src/features/item-pages/item-page-sample.ts'
import { registrations, shoppers } from '../../../src/server/demo-fixtures.ts'
import { ENTRY_ATTRIBUTE, RAN_ATTRIBUTE } from '../../../src/build/scripts-after-paint.ts'
import { clientDirOf, listPages } from '../../../scripts/bench/site-bytes.ts'
import { liveRouteOf } from '../../../src/live/live-routes.ts'
import { FIXTURE_ROOT } from '../../fixtures/content/fixture-root.ts'

/** A state of a page to check: where to go and what to wait for before checking. */
export interface PageState {
  name: string
  path: string
  /** On the fixture site, for a state only it reaches (else the real content's). */
  onFixture?: boolean
  /** The instant the page is opened at (the browser's clock, fixed), when not now: a state of the clock (decision 0172). */
  at?: number
  /** HTTP error statuses the browser is expected to log in this state (demo API faults, 404). */
  expectedStatuses: number[]
  ready: (page: Page) => Promise<void>
}

// The live pages' texts come from the content, so the waits follow it.
interface LiveTexts {
  registrationSearch: { emailLabel: string; submit: string; errorToast: string }
  receipts: { paymentStatuses: Record<string, { kind: string } | undefined> }
}
const texts = parse(readFileSync('data/pages.yaml', 'utf8')) as LiveTexts

// A receipt appears whole: the registration and, when asked for, its payment are in.
const receiptSettled = (page: Page) => page.getByTestId('receipt').waitFor()

// Waits for finite CSS animations and transitions (toasts sliding in, fades) so checks see the
// settled page; endless ones (spinners, confetti loops) are left running.
export async function settle(page: Page): Promise<void> {
  await scriptsRan(page)
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
  })
}

/** Waits two animation frames: whatever the last change could move has been laid out and painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/** Waits until every script the page loads after its first paint has run (decision 0050). */
export async function scriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(([entry, ran]) => document.querySelectorAll(`script[${entry}]:not([${ran}])`).length === 0, [
    ENTRY_ATTRIBUTE,
    RAN_ATTRIBUTE,
  ] as const)
}

/**
 * Every prerendered static page of the build (live shells excluded; 404.html at an unknown path),
 * with a sample of the activity and person pages standing for all of them (itemSamplePaths).
 */
export function staticStates(): PageState[] {
  const sample = new Set(itemSamplePaths(loadContent()))
  return listPages(clientDirOf())
    .filter((p) => !p.live)
    .filter((p) => !isItemPagePath(p.route) || sample.has(p.route))
    .map((p) =>
      p.route === '/404'
        ? { name: '/404', path: '/pagina-que-nao-existe', expectedStatuses: [404], ready: async () => {} }
        : { name: p.route, path: p.route, expectedStatuses: [], ready: async () => {} },
    )
}

/**
 * The fixture site's pages whose component states the real content may not reach today (decision
 * 0095): its home page, with more organisers than fit, so the carousel paginates at every width;
 * and the same page a day after its edition's end, with the edition in review (decision 0174).
 */
export function fixtureStates(): PageState[] {
  const { end } = loadContent(FIXTURE_ROOT).currentEdition.edition
  return [
    { name: 'fixture /', path: '/', onFixture: true, expectedStatuses: [], ready: async () => {} },
    {
      name: 'fixture / after its edition',
      path: '/',
      onFixture: true,
      at: Date.parse(end) + 86_400_000,
      expectedStatuses: [],
      ready: async () => {},
    },
  ]
}

/** The live pages against the demo API, loaded and failed (docs/demo-api.md lists the faults). */
export function liveStates(): PageState[] {
  // The form is prerendered; its button is enabled once the page's script has hydrated it.
  const formReady = (page: Page) =>
    page.getByRole('button', { name: texts.registrationSearch.submit, exact: true, disabled: false }).waitFor()
  const search = async (page: Page, email: string) => {
    await page.getByRole('textbox', { name: texts.registrationSearch.emailLabel }).fill(email)
    await page.getByRole('button', { name: texts.registrationSearch.submit, exact: true }).click()
  }
  return [
    {
      name: 'search: form',
      path: '/busca/inscricao',
      expectedStatuses: [],
      ready: formReady,
    },
    {
      name: 'search: the shop',
      path: '/busca/inscricao/loja',
      expectedStatuses: [],
      ready: formReady,
    },
    {
      name: 'search: failed',
      path: '/busca/inscricao',
      expectedStatuses: [500],
      ready: async (page) => {
        await search(page, 'erro-500@demo.sercomp.test')
        await page.getByText(texts.registrationSearch.errorToast).waitFor()
        await page.getByRole('button', { name: texts.registrationSearch.submit, exact: true }).waitFor()
      },
    },
    {
      name: 'search: no registration for the e-mail',
      path: '/busca/inscricao',
      expectedStatuses: [],
      ready: async (page) => {
        await search(page, 'ninguem@example.org')
        await page.getByText(texts.registrationSearch.errorToast).waitFor()
        await page.getByRole('button', { name: texts.registrationSearch.submit, exact: true }).waitFor()
      },
    },
    // One state per demo registrant: each status and each payment case (docs/demo-api.md).
    ...registrations.map((r) => {
      const awaiting = texts.receipts.paymentStatuses[r.status]?.kind === 'awaiting'
      return {
        name: `registration receipt: ${r.email.split('@')[0]}`,
        path: `/pagamento/user/${r.userId}/lote/${r.loteId}`,
        expectedStatuses: !awaiting ? [] : r.payment === 'no-route' ? [404] : r.payment === 'error' ? [400] : [],
        ready: receiptSettled,
      }
    }),
    {
      name: 'registration receipt: failed',
      path: '/pagamento/user/erro-500/lote/lote-x',
      expectedStatuses: [500],
      ready: (page) => page.getByTestId('load-failure').waitFor(),
    },
    {
      name: 'registration receipt: shell without ids',
      path: '/pagamento',
      expectedStatuses: [],
      ready: (page) => page.getByTestId('invalid-link').waitFor(),
    },
    ...shoppers.map((shopper) => ({
      name: `shop receipt: ${shopper.email.split('@')[0]}`,
      path: `/market/user/${shopper.userId}/pagamentos`,
      expectedStatuses: [],
      ready: (page: Page) => page.getByTestId('order').first().waitFor(),
    })),
    {
      name: 'shop receipt: failed',
      path: '/market/user/erro-500/pagamentos',
      expectedStatuses: [500],
      ready: (page) => page.getByTestId('load-failure').waitFor(),
    },
    {
      name: 'shop receipt: shell without id',
      path: '/market/user',
      expectedStatuses: [],
      ready: (page) => page.getByTestId('invalid-link').waitFor(),
    },
  ]
}

/**
 * The first state of each URL form: the states of one live route (a receipt for each demo registrant,
 * or its failure) load the same shell and paint it alike; they part only once its script has asked
 * the API.
 */
export function firstStatePerUrlForm(states: PageState[]): PageState[] {
  const formOf = (path: string) => liveRouteOf(path)?.path ?? path
  const seen = new Set<string>()
  return states.filter((state) => {
    const form = formOf(state.path)
    if (seen.has(form)) return false
    seen.add(form)
    return true
  })
}

export const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const
