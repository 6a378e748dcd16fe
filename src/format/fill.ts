/** Fills a text's own markers ({titulo}, {antes}...) from `values`; a marker without a value stays as written. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
