import { Toaster as Sonner } from 'sonner';

/** The one place toasts appear; call `toast.success(...)` from sonner anywhere. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
