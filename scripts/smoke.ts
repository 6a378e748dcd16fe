// npm run smoke -- <url> [--sem-cabecalhos] [--sem-compressao]: a published site against the host tests' table.
import { checkSite, formatReport } from '../src/server/host-checks.ts'

const args = process.argv.slice(2)
const url = args.find((a) => !a.startsWith('--'))
if (!url || !/^https?:\/\/[^/]/.test(url)) {
  console.error('uso: npm run smoke -- https://endereco-do-site [--sem-cabecalhos] [--sem-compressao]')
  process.exit(2)
}
const results = await checkSite(url, { headers: !args.includes('--sem-cabecalhos'), compression: !args.includes('--sem-compressao') })
console.log(formatReport(url, results))
process.exitCode = results.some((r) => r.ok === false) ? 1 : 0
