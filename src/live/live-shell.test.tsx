// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LiveContent } from './live-content'
import { useLiveContent } from './live-content-context'
import { LIVE_ROOT_ID, LiveShell } from './live-shell'

function Heading() {
  return <h1>{useLiveContent().texts.searchHeading}</h1>
}

describe('LiveShell', () => {
  it('carries exactly the texts and the event id to the browser, whatever characters they hold', () => {
    const texts = { searchHeading: 'Buscar "Inscrição" <já> & \'agora\'' } as unknown as LiveContent['texts']
    const content = { texts, edition: { eventId: null }, layout: { secret: 'not needed' } } as LiveContent
    render(<LiveShell content={content} kind="search" />)
    const root = document.getElementById(LIVE_ROOT_ID)!
    expect(root.children.length).toBe(0)
    expect(JSON.parse(root.dataset.live!)).toEqual({ texts, edition: { eventId: null } })
  })

  it('prerenders the live page inside it with the same texts it hands to the browser', () => {
    const texts = { searchHeading: 'Buscar Inscrição' } as unknown as LiveContent['texts']
    render(
      <LiveShell content={{ texts, edition: { eventId: 'e1' } }} kind="receipt">
        <Heading />
      </LiveShell>,
    )
    const root = document.getElementById(LIVE_ROOT_ID)!
    expect(root.querySelector('h1')?.textContent).toBe('Buscar Inscrição')
    // A receipt grows when its data arrives: its root reserves more room than the search's.
    expect(root.className).toBe('live-root live-root--receipt')
  })
})
