// The bench's reference page (issue 17): a built page's head tags and 2 KB of text, painting with its one response.
export const REFERENCE_PATH = '/bench-reference'

export function referencePage(builtHtml: string): string {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(builtHtml)?.[1]
  if (head === undefined) throw new Error('reference page: the built page has no <head>')
  const tags = head
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:stylesheet|modulepreload|preload)\b[^>]*>/gi, '')
    .replace(/\n\s*\n+/g, '\n')
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(builtHtml)?.[1] ?? 'pt-BR'
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1] ?? 'SERCOMP'
  const description = /<meta name="description" content="([^"]*)"/i.exec(head)?.[1] ?? ''
  const text = `${description} Esta página de referência tem só texto: nenhuma folha de estilos, nenhum script, nenhuma imagem.`
  const page = (paragraphs: string[]) =>
    `<!DOCTYPE html>\n<html lang="${lang}">\n<head>${tags}</head>\n<body>\n<main>\n<h1>${title}</h1>\n${paragraphs.join('\n')}\n</main>\n</body>\n</html>\n`
  const paragraphs = [`<p>${text}</p>`]
  while (Buffer.byteLength(page(paragraphs)) < 2048) paragraphs.push(`<p>${text}</p>`)
  return page(paragraphs)
}
