export default { ssr: false }
