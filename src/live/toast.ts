// The spec's toasts; notistack loads with the first, not with the page: most visits show none (decision 0065).
import type { ToastVariant } from './toaster'

let toaster: Promise<typeof import('./toaster')> | null = null

/** `closeLabel` names the close button an error toast carries (it stays until closed). */
export function showToast(message: string, variant: ToastVariant, closeLabel: string): void {
  toaster ??= import('./toaster')
  toaster.then(
    (loaded) => loaded.showToast(message, variant, closeLabel),
    (error: unknown) => {
      // The page says the same without the toast; the next one tries the download again.
      toaster = null
      console.warn('Aviso não exibido:', error instanceof Error ? error.message : error)
    },
  )
}
