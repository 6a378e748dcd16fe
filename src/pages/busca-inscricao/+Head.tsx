export default function Head() {
  return <meta name="referrer" content="no-referrer" />
}
