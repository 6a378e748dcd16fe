import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '../../tests/fixtures/user-agents'
import { intentUrl, isAndroid, isInAppBrowser } from './in-app-browser'

describe('in-app browser detection', () => {
  it.each(['instagramAndroid', 'instagramIos', 'facebookAndroid', 'facebookIos', 'threadsAndroid', 'lineAndroid', 'tiktokIos'] as const)(
    'finds %s',
    (name) => {
      expect(isInAppBrowser(USER_AGENTS[name])).toBe(true)
    },
  )

  it.each(['chromeAndroid', 'chromeDesktop', 'safariIos', 'chromeIos', 'whatsappAndroid'] as const)('leaves %s alone', (name) => {
    expect(isInAppBrowser(USER_AGENTS[name])).toBe(false)
  })

  it('tells Android from iOS', () => {
    expect(isAndroid(USER_AGENTS.instagramAndroid)).toBe(true)
    expect(isAndroid(USER_AGENTS.instagramIos)).toBe(false)
  })
})

describe('intentUrl', () => {
  it("opens the same address, query included, in Android's default browser", () => {
    expect(intentUrl('https://sercomp.example/minha-agenda/?itens=a,b#x')).toBe(
      'intent://sercomp.example/minha-agenda/?itens=a,b#Intent;scheme=https;end',
    )
  })

  it('keeps a port and the scheme of a local server', () => {
    expect(intentUrl('http://127.0.0.1:4173/minha-agenda/')).toBe('intent://127.0.0.1:4173/minha-agenda/#Intent;scheme=http;end')
  })
})
