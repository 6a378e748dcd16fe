// The <head> script that switches the typeface on before the first paint, run as the browser runs
// it, against a stand-in for its storage.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { TYPEFACE_BEFORE_PAINT, TYPEFACE_CLASS, TYPEFACE_FONTS, TYPEFACE_STORAGE_KEY } from './typeface'

function run(getItem: (key: string) => string | null): string[] {
  const classes: string[] = []
  runInNewContext(TYPEFACE_BEFORE_PAINT, {
    localStorage: { getItem },
    document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
  })
  return classes
}

describe('the typeface switch in <head>', () => {
  it('switches the typeface on when an earlier page has fetched it', () => {
    expect(run((key) => (key === TYPEFACE_STORAGE_KEY ? '1' : null))).toEqual([TYPEFACE_CLASS])
  })

  it('leaves a browser first page in the fallback', () => {
    expect(run(() => null)).toEqual([])
  })

  it('leaves the fallback, without an error, where the storage throws', () => {
    expect(
      run(() => {
        throw new Error('SecurityError')
      }),
    ).toEqual([])
  })

  it('names the class fonts.css puts Poppins under, and the weights fonts.css declares', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
    expect(css).toMatch(new RegExp(`:root\\.${TYPEFACE_CLASS}\\s*\\{\\s*--sc-family:\\s*Poppins,`))
    const declared = [...css.matchAll(/font-family:\s*Poppins;\s*font-weight:\s*(\d+)/g)].map((m) => `${m[1]} 1em Poppins`)
    expect(TYPEFACE_FONTS).toEqual(declared)
  })
})
