// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withModulePreloads } from './module-preload'

const modules: Record<string, string> = {
  '/assets/entries/page.js': 'import{a}from"../chunks/react.js";import"../chunks/page.js";const t=()=>import("../chunks/toast.js")',
  '/assets/chunks/react.js': 'export const a=1',
  '/assets/chunks/page.js': 'import{a}from"./react.js";import"./api.js";',
  '/assets/chunks/api.js': '',
  '/assets/chunks/toast.js': 'import"./notistack.js"',
}
const read = (path: string) => {
  const code = modules[path]
  if (code === undefined) throw new Error(`no ${path}`)
  return code
}

describe('module preloads of the live pages', () => {
  it('preloads the page script and what it imports statically (through the chunks, each once) after its tag; dynamic imports load later', () => {
    const html = '<head><script src="/assets/entries/page.js" type="module" async></script></head>'
    const out = withModulePreloads(html, read)
    expect(out).toBe(
      '<head><script src="/assets/entries/page.js" type="module" async></script>' +
        '<link rel="modulepreload" href="/assets/entries/page.js">' +
        '<link rel="modulepreload" href="/assets/chunks/react.js"><link rel="modulepreload" href="/assets/chunks/page.js">' +
        '<link rel="modulepreload" href="/assets/chunks/api.js"></head>',
    )
    expect(withModulePreloads(out, read)).toBe(out)
    expect(withModulePreloads('<p>no script</p>', read)).toBe('<p>no script</p>')
  })
})
