import type { toast as sonnerToast } from 'sonner';
import { wantToaster } from './toaster-signal';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info';
/** The three share one signature: (message, options). */
type Args = Parameters<Sonner['success']>;

let loaded: Promise<Sonner> | undefined;
const sonner = () =>
  (loaded ??= import('sonner').then((m) => {
    wantToaster();
    return m.toast;
  }));

/** Raises the toast once sonner has loaded; toasts keep the order they were raised in. */
const later =
  (kind: Kind) =>
  (...args: Args): void => {
    void sonner().then((toast) => toast[kind](...args));
  };

/**
 * THE way to raise a toast: `import { toast } from '@/lib/toast'`. Sonner and the toaster load
 * at the first toast, not with the page: the public layout can toast (the newsletter form), and
 * a first view of `/` that never does stays lighter (the first view's weight budget, decision 089).
 */
export const toast = { success: later('success'), error: later('error'), info: later('info') };
