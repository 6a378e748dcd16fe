// The link is the only key to a person's payment data: no Referer header carries it to other
// sites. (noindex comes from the root +Head, which knows the live shells.)
export default function Head() {
  return <meta name="referrer" content="no-referrer" />
}
