import type { ReactNode } from 'react'
import { Timed } from './timed'

// What a page offers for a programme item until it `ends` (decision 0175); the element inside carries offerEnds(ends) for the browser.
export function Offered({ ends, children }: { ends: string; children: ReactNode }) {
  const end = Date.parse(ends)
  return (
    <Timed inline when={(now) => now < end}>
      {children}
    </Timed>
  )
}
