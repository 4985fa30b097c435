import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A client picked on the Clients screen, handed to another screen's create dialog. */
export interface ClientPrefill {
  clientId?: string | null;
  name: string;
  email: string;
}

/**
 * The create dialog of a list screen (invoices, contracts…): open or closed, what it starts
 * from, and the Clients row shortcut (Create Invoice, Create Contract) that links here with
 * ?new=1&clientId=…&clientName=…&clientEmail=… and opens it prefilled; closing it clears the link.
 */
export function useCreateDialog<TStart extends { client?: ClientPrefill | null }>() {
  const [params, setParams] = useSearchParams();
  const prefill = params.get('new') === '1';
  const [open, setOpen] = useState(prefill);
  const [start, setStart] = useState<TStart>(
    () =>
      (prefill
        ? {
            client: {
              clientId: params.get('clientId'),
              name: params.get('clientName') ?? '',
              email: params.get('clientEmail') ?? '',
            },
          }
        : {}) as TStart,
  );
  return {
    open,
    start,
    openWith(next: TStart) {
      setStart(next);
      setOpen(true);
    },
    onOpenChange(next: boolean) {
      setOpen(next);
      if (!next && prefill) setParams({}, { replace: true });
    },
  };
}
