// The spec's toasts ('Chave copiada!', 'Erro ao buscar usuario', ...). notistack is loaded the
// first time a toast is needed, not with the page: most visits never show one (decision 0065).
import type { ToastVariant } from './toaster'

let toaster: Promise<typeof import('./toaster')> | null = null

/** `closeLabel` names the close button an error toast carries (it stays until closed). */
export function showToast(message: string, variant: ToastVariant, closeLabel: string): void {
  toaster ??= import('./toaster')
  toaster.then(
    (loaded) => loaded.showToast(message, variant, closeLabel),
    (error: unknown) => {
      // The page shows the same state without the toast (the error text, the copied code); the
      // next toast tries the download again.
      toaster = null
      console.warn('Aviso não exibido:', error instanceof Error ? error.message : error)
    },
  )
}
