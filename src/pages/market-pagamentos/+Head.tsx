// The link is the only key to a person's payment data: keep it out of search engines and out of
// the Referer header sent to other sites.
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
