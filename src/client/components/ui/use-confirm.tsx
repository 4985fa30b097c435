import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';

/** Loaded at the first question: public pages never ask one, and the dialog's code is large. */
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmOptions {
  title: string;
  /** The question itself, naming what is at stake: 'Delete "Lagos weddings"? This cannot be undone.' */
  question: string;
  confirmLabel: string;
  /** The button that answers "no" (default "Cancel"): "Keep the session" where "Cancel" would mislead. */
  cancelLabel?: string;
  /** Red confirm button, for deletions and other things that cannot be taken back. */
  destructive?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * One confirmation dialog for the whole app, asked through `useConfirm()`. Callers read like
 * window.confirm (`if (!(await confirm({...}))) return;`) but the page keeps running and the
 * dialog is styled, focus-trapped and closable with Escape (which answers "no").
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Kept after closing so the text does not vanish during the close animation.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '', question: '', confirmLabel: '' });
  const pending = useRef<((ok: boolean) => void) | null>(null);

  const settle = useCallback((ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    // A second question replaces the first, which counts as declined.
    pending.current?.(false);
    setOptions(next);
    setAsked(true);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title={options.title}
            question={options.question}
            confirmLabel={options.confirmLabel}
            {...(options.cancelLabel ? { cancelLabel: options.cancelLabel } : {})}
            destructive={options.destructive ?? false}
            onConfirm={() => settle(true)}
            onOpenChange={(isOpen) => !isOpen && settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** Asks a yes/no question in the page; resolves true only when the person confirms. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider> above it (see app/providers.tsx)');
  return confirm;
}
