import type { Client } from '@shared/clients';
import {
  composerToast,
  createContractToast,
  createGalleryToast,
  createInvoiceToast,
} from '@shared/clients-api';
import { MoreHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { toast } from '@/lib/toast';

export interface ClientActionHandlers {
  onEmail: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

/**
 * Create Gallery: the spec's info toast, and a way to the screen (its create dialog opens
 * prefilled once that module lands, as Create Invoice's and Create Contract's do).
 */
function useShortcut() {
  const navigate = useNavigate();
  return (message: string, label: string, path: string) =>
    toast.info(message, { action: { label, onClick: () => navigate(path) } });
}

/** The spec's row actions: Send Email, Create Gallery, Create Contract, Create Invoice, Edit, Delete. */
export function ClientRowActions({ client, handlers }: { client: Client; handlers: ClientActionHandlers }) {
  const shortcut = useShortcut();
  const navigate = useNavigate();
  const prefill = new URLSearchParams({
    new: '1',
    clientId: client.id,
    clientName: client.name,
    clientEmail: client.email,
  });
  const items: Array<[string, () => void]> = [
    [
      'Send Email',
      () => {
        toast.info(composerToast(client.name, client.email));
        handlers.onEmail(client);
      },
    ],
    ['Create Gallery', () => shortcut(createGalleryToast(client.name), 'Open Galleries', '/galleries')],
    [
      'Create Contract',
      () => {
        // The spec's info toast, then Contracts' create dialog prefilled with this client.
        toast.info(createContractToast(client.name));
        navigate(`/contracts?${prefill}`);
      },
    ],
    [
      'Create Invoice',
      () => {
        // The spec's info toast, then Invoicing's create dialog prefilled with this client.
        toast.info(createInvoiceToast(client.name));
        navigate(`/invoicing?${prefill}`);
      },
    ],
    ['Edit', () => handlers.onEdit(client)],
    ['Delete', () => handlers.onDelete(client)],
  ];
  return (
    <Menu
      label={`Actions for ${client.name}`}
      align="right"
      triggerClassName="inline-flex size-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-gold-600"
      trigger={
        <>
          <MoreHorizontal aria-hidden className="size-4" />
          <span className="sr-only">Actions for {client.name}</span>
        </>
      }
    >
      {(close) =>
        items.map(([label, run]) => (
          <button
            key={label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={label === 'Delete' ? `${menuItemClass} text-red-700` : menuItemClass}
            onClick={() => {
              close();
              run();
            }}
          >
            {label}
          </button>
        ))
      }
    </Menu>
  );
}
