import { SEARCH_TYPE_BEFORE_PAINT } from '../../live/live-routes'

export default function Head() {
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <script dangerouslySetInnerHTML={{ __html: SEARCH_TYPE_BEFORE_PAINT }} />
    </>
  )
}
