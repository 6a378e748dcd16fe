import { useTexts } from './ui-texts'

/** Screen-reader hint appended to links that open a new tab. */
export function NewTabHint() {
  return <span className="visually-hidden"> {useTexts().newTab}</span>
}
