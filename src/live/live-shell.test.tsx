// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LiveContent, LiveTexts } from './live-content'
import { LIVE_ROOT_ID, LiveShell } from './live-shell'

describe('LiveShell', () => {
  it('carries exactly the texts and the event id to the browser, whatever characters they hold', () => {
    const texts = { searchHeading: 'Buscar "Inscrição" <já> & \'agora\'' } as unknown as LiveTexts
    const content = { texts, edition: { eventId: null }, layout: { secret: 'not needed' } } as LiveContent
    render(<LiveShell content={content} />)
    const root = document.getElementById(LIVE_ROOT_ID)!
    expect(root.children.length).toBe(0)
    expect(JSON.parse(root.dataset.live!)).toEqual({ texts, edition: { eventId: null } })
  })
})
