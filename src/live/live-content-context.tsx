import { createContext, useContext } from 'react'
import type { LiveContent } from './live-content'

// The live pages run without vike's client runtime (docs/decisions: live pages' JavaScript), so
// their texts come through this context instead of vike-react's useData().
export const LiveContentContext = createContext<LiveContent | null>(null)

export function useLiveContent(): LiveContent {
  const content = useContext(LiveContentContext)
  if (!content) throw new Error('useLiveContent outside a live page')
  return content
}
