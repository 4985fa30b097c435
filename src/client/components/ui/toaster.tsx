import { Toaster as Sonner } from 'sonner';

/** The one place toasts appear; call `toast.success(...)` from sonner anywhere. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      // Below the sticky 64 px header: a toast over it took the clicks meant for the navigation.
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
