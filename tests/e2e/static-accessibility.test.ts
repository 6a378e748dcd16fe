import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const paths = [
  '/',
  '/about',
  '/chamadas',
  '/articles',
  '/hackathon',
  '/ideathon',
  '/programming-marathon',
  '/privacy',
  '/registration',
  '/market',
  '/technology-fair',
  '/contact',
  '/pagina-que-nao-existe',
]

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of paths) {
    it(`${path} has no axe violations`, async () => {
      const recorded = await newPage(browser, { reducedMotion: 'reduce' })
      await recorded.page.goto(site + path)
      await recorded.page.waitForLoadState('networkidle')
      const result = await new AxeBuilder({ page: recorded.page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await recorded.close()
    })
  }
})
