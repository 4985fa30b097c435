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
 * The spec's row actions: Send Email, Create Gallery, Create Contract, Create Invoice, Edit,
 * Delete. The Create shortcuts show the spec's info toast, then open the real create dialog
 * prefilled with this client.
 */
export function ClientRowActions({ client, handlers }: { client: Client; handlers: ClientActionHandlers }) {
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
    [
      'Create Gallery',
      () => {
        // The spec's info toast, then the Create Gallery dialog prefilled with this client's email.
        toast.info(createGalleryToast(client.name));
        navigate(`/galleries?${prefill}`);
      },
    ],
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
