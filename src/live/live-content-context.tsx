import { createContext, useContext, type ReactNode } from 'react'
import { ClockContext } from '../components/timed'
import type { LiveContent } from './live-content'

export const LIVE_ROOT_ID = 'live-page'

// The live pages run without vike's client runtime (decision 0065): their texts and clock come through here, not useData().
const LiveContentContext = createContext<LiveContent | null>(null)

export function LiveContentProvider({ content, children }: { content: LiveContent; children: ReactNode }) {
  return (
    <LiveContentContext value={content}>
      <ClockContext value={content.clock}>{children}</ClockContext>
    </LiveContentContext>
  )
}

export function useLiveContent(): LiveContent {
  const content = useContext(LiveContentContext)
  if (!content) throw new Error('useLiveContent outside a live page')
  return content
}
