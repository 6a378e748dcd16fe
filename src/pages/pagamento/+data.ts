import { loadLiveContent } from '../../live/live-content'

export default function data() {
  return loadLiveContent()
}
