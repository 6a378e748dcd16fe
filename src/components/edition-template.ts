// Content texts may carry edition markers (schemas/defs.schema.json#/$defs/template); the screen
// fills them from the edition record so headings never disagree with it (VI vs VII, 2024 vs 2025).
export interface TemplateEdition {
  title: string
  year: string
  theme: string
  datesText: string
  number: string
}

export function fillTemplate(text: string, edition: TemplateEdition): string {
  const values: Record<string, string> = {
    edicao: edition.title,
    ano: edition.year,
    tema: edition.theme,
    datas: edition.datesText,
    numero: edition.number,
  }
  return text.replace(/\{(edicao|ano|tema|datas|numero)\}/g, (_, key: string) => values[key] ?? '')
}

export type TemplateBlock = string | { readonly list: readonly string[] }

export function fillBlocks(blocks: readonly TemplateBlock[], edition: TemplateEdition): TemplateBlock[] {
  return blocks.map((block) =>
    typeof block === 'string' ? fillTemplate(block, edition) : { list: block.list.map((item) => fillTemplate(item, edition)) },
  )
}
