// The link is the only key to a person's payment data: no Referer carries it away (noindex: the root +Head).
export default function Head() {
  return <meta name="referrer" content="no-referrer" />
}
