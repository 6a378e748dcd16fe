// `npm run build:deploy` stops on settings that would publish a broken site, naming each (decision 0023).

export interface DeploySettings {
  siteUrl: string | null | undefined
  contactFormAction: string | null | undefined
  editionEventId: string | null | undefined
  env: { VITE_API_URL?: string; VITE_EVENTO_UUID?: string }
}

// Addresses that only ever stand for an example or this machine (RFC 2606, RFC 6761).
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|org|net)$|^127\.|^0\.0\.0\.0$|^\[?::1\]?$/i
// Placeholders this project has shipped before (decision 0023): they look real but lead nowhere.
const KNOWN_PLACEHOLDERS = ['https://formspree.io/f/sercomp']

const blank = (value: string | null | undefined) => !value || value.trim() === ''

function httpsProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'não é um endereço completo (https://…)'
  }
  if (url.protocol !== 'https:') return `usa ${url.protocol.replace(':', '')}, não https`
  if (EXAMPLE_HOST.test(url.hostname)) return `é um endereço de exemplo (${url.hostname})`
  return null
}

/** One sentence per problem; empty when it may ship. */
export function deployProblems(settings: DeploySettings): string[] {
  const problems: string[] = []
  const apiUrl = settings.env.VITE_API_URL?.trim() ?? ''
  if (blank(apiUrl)) {
    problems.push(
      'VITE_API_URL não está definida: a busca e os recibos chamariam /api/ do próprio site, que não existe na hospedagem. Defina o endereço da API da plataforma de inscrições (segredo VITE_API_URL).',
    )
  } else {
    const problem = httpsProblem(apiUrl)
    if (problem)
      problems.push(`VITE_API_URL (${apiUrl}) ${problem}: a API deve ser https, ou os navegadores bloqueiam as chamadas de um site https.`)
    if (blank(settings.editionEventId) && blank(settings.env.VITE_EVENTO_UUID))
      problems.push(
        'Falta o id do evento: com VITE_API_URL definida, toda busca falharia. Preencha registration.eventId na edição atual (data/editions/<ano>/edition.yaml) ou defina VITE_EVENTO_UUID.',
      )
  }
  if (blank(settings.siteUrl))
    problems.push(
      'siteUrl não está definido em data/site.yaml: links canônicos, sitemap e calendários precisam do endereço público do site.',
    )
  else {
    const problem = httpsProblem(settings.siteUrl!)
    if (problem) problems.push(`siteUrl em data/site.yaml (${settings.siteUrl}) ${problem}: use o endereço público do site.`)
  }
  const action = settings.contactFormAction?.trim() ?? ''
  if (blank(action) || KNOWN_PLACEHOLDERS.includes(action))
    problems.push(
      `contactFormAction em data/site.yaml ${blank(action) ? 'não está definido' : `(${action}) é um exemplo`}: as mensagens da página de contato se perderiam. Use o endereço do formulário Formspree dos organizadores.`,
    )
  else {
    const problem = httpsProblem(action)
    if (problem) problems.push(`contactFormAction em data/site.yaml (${action}) ${problem}.`)
  }
  return problems
}
