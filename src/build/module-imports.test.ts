// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { importsOf, reachableModules } from './module-imports'

describe('importsOf', () => {
  it('separates static from dynamic imports in minified code', () => {
    const code =
      'import{t as e}from"../chunks/a.js";import"./b.js";export{x}from\'./c.js\';' +
      'const m=()=>import(`../entries/d.js`);const f=["assets/chunks/e.js"];a.import("./no.js");xfrom"./no2.js"'
    expect(importsOf(code)).toEqual({
      static: ['../chunks/a.js', './b.js', './c.js'],
      dynamic: ['../entries/d.js', '/assets/chunks/e.js'],
    })
  })
})

describe('reachableModules', () => {
  const graph: Record<string, { static: string[]; dynamic: string[] }> = {
    '/a.js': { static: ['/b.js'], dynamic: ['/c.js'] },
    '/b.js': { static: ['/a.js', '/d.js'], dynamic: [] },
    '/c.js': { static: ['/d.js'], dynamic: [] },
    '/d.js': { static: [], dynamic: [] },
  }
  it('follows static and dynamic imports once each, through cycles, in the order found', () => {
    expect(reachableModules(['/a.js'], (p) => graph[p]!)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js'])
  })
  it('follows static imports only when told', () => {
    expect(reachableModules(['/a.js'], (p) => graph[p]!, { dynamic: false })).toEqual(['/a.js', '/b.js', '/d.js'])
  })
})
