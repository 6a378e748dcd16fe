// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { importsOf } from './module-imports'

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
