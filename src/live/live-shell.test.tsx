// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LiveContent } from './live-content'
import { LIVE_ROOT_ID, useLiveContent } from './live-content-context'
import { LiveShell } from './live-shell'

function Heading() {
  return <h1>{useLiveContent().search.heading}</h1>
}

// What the shell hands on: every part of LiveContent, with a heading to find and an event id.
const liveTexts = (heading: string, eventId: string | null) =>
  ({
    search: { heading },
    receipts: {},
    registration: {},
    market: {},
    ui: {},
    edition: { eventId, signInUrl: null },
    clock: { builtAt: 0, boundaries: [] },
  }) as unknown as LiveContent

describe('LiveShell', () => {
  it('carries exactly the texts and the event id to the browser, whatever characters they hold', () => {
    const live = liveTexts('Buscar "Inscrição" <já> & \'agora\'', null)
    const content = { ...live, layout: { secret: 'not needed' } } as LiveContent
    render(<LiveShell content={content} kind="search" />)
    const root = document.getElementById(LIVE_ROOT_ID)!
    expect(root.children.length).toBe(0)
    expect(JSON.parse(root.dataset.live!)).toEqual(live)
  })

  it('prerenders the live page inside it with the same texts it hands to the browser', () => {
    render(
      <LiveShell content={liveTexts('Buscar Inscrição', 'e1')} kind="receipt">
        <Heading />
      </LiveShell>,
    )
    const root = document.getElementById(LIVE_ROOT_ID)!
    expect(root.querySelector('h1')?.textContent).toBe('Buscar Inscrição')
    // A receipt grows when its data arrives: its root reserves more room than the search's.
    expect(root.className).toBe('live-root live-root--receipt')
  })
})
