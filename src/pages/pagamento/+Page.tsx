import { useData } from 'vike-react/useData'
import type { LiveContent } from '../../live/live-content'
import { LiveShell } from '../../live/live-shell'

export default function Page() {
  return <LiveShell content={useData<LiveContent>()} />
}
