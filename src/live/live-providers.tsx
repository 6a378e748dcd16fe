import { SnackbarProvider } from 'notistack'
import type { ReactNode } from 'react'

// Spec section 9: toasts close by themselves after 1.5 s.
export const TOAST_MS = 1500

export function LiveProviders({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      {children}
    </SnackbarProvider>
  )
}
