import { createContext, useContext } from 'react'
import type { UiTexts } from '../content/generated/site'

// The interface texts (data/site.yaml `ui`), given to every page by src/pages/+Layout.tsx, read with useTexts().
export const UiTextsContext = createContext<UiTexts | null>(null)

export function useTexts(): UiTexts {
  const texts = useContext(UiTextsContext)
  if (!texts) throw new Error('useTexts() outside <UiTextsContext> (src/pages/+Layout.tsx provides it)')
  return texts
}
