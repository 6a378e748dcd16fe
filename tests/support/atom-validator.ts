// Validates an Atom document against RFC 4287's RELAX NG grammar (schemas/formats/atom.rng) with
// libxml2 (libxml2-wasm): the programme's changes feed (decision 0182).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { RelaxNGValidator, XmlDocument, XmlLibError } from 'libxml2-wasm'

const ATOM_RNG = resolve(import.meta.dirname, '..', '..', 'schemas', 'formats', 'atom.rng')

/** What libxml2 finds wrong with the document, as "line N: message"; none when it is valid Atom. */
export function atomProblems(xml: string): string[] {
  const schema = XmlDocument.fromString(readFileSync(ATOM_RNG, 'utf8'))
  const validator = RelaxNGValidator.fromDoc(schema)
  let doc: XmlDocument | undefined
  try {
    doc = XmlDocument.fromString(xml)
    validator.validate(doc)
    return []
  } catch (error) {
    if (!(error instanceof XmlLibError)) throw error
    return error.details.map((d) => `line ${d.line}: ${d.message.trim()}`)
  } finally {
    doc?.dispose()
    validator.dispose()
    schema.dispose()
  }
}
