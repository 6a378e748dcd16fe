import type { ReactNode } from 'react'
import { Timed } from './timed'

/**
 * What a page offers for a programme item until the item ends (`ends`, ISO 8601): nothing once it has
 * ended at the build, and hidden in the clock's states that start after it (decision 0175). The
 * element inside carries offerEnds(ends) (src/client/offers.ts) for the browser to withdraw it when
 * the item ends during the event.
 */
export function Offered({ ends, children }: { ends: string; children: ReactNode }) {
  const end = Date.parse(ends)
  return (
    <Timed inline when={(now) => now < end}>
      {children}
    </Timed>
  )
}
