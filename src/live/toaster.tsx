import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

export type ToastVariant = 'success' | 'error'

// Spec section 9: toasts close by themselves after 1.5 s. Only the success ones do now ('Chave
// copiada!'); an error stays until the visitor closes it, since 1.5 s is too short to read it
// (decision 0112).
export const TOAST_MS = 1500

// Loaded on the first toast (toast.ts). notistack gets its own small React root inside <main>,
// where the toasts were when its provider wrapped the page; flushSync mounts the provider before
// the first toast is queued. At the bottom: an error toast stays, and at the top it covered the
// header's menu.
const container = document.createElement('div')
const parent = document.querySelector('main') ?? document.body
parent.append(container)
flushSync(() => {
  createRoot(container).render(
    <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />,
  )
})

export function showToast(message: string, variant: ToastVariant, closeLabel: string): void {
  const close = (key: SnackbarKey) => (
    <button type="button" className="live-toast__close" onClick={() => closeSnackbar(key)}>
      {closeLabel}
    </button>
  )
  enqueueSnackbar(message, variant === 'success' ? { variant } : { variant, persist: true, action: close })
}
