import type { Client } from '@shared/clients';
import { CLIENT_MESSAGES } from '@shared/clients-api';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/use-confirm';
import { ApiError } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useDeleteClient, useUpdateClient } from './client-mutations';

/**
 * What the list and the detail page share: which dialog is open for which client, and Delete
 * (asked in the page's dialog; a client with issued records is refused, with Inactive offered).
 */
export function useClientActions(onDeleted?: () => void) {
  const [editing, setEditing] = useState<Client | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [emailing, setEmailing] = useState<Client | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteClient();
  const update = useUpdateClient();

  const onDelete = async (client: Client) => {
    const ok = await confirm({
      title: 'Delete client',
      question: CLIENT_MESSAGES.confirmDelete,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(client.id);
      onDeleted?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && client.status !== 'inactive') {
        toast.error(error.message, {
          action: {
            label: 'Set Inactive',
            onClick: () =>
              void update
                .mutateAsync({ id: client.id, input: { ...client, status: 'inactive' } })
                .catch((e: unknown) => showError(e, { fallback: 'The client could not be updated.' })),
          },
        });
      } else {
        showError(error, { fallback: 'The client could not be deleted. Please try again.' });
      }
    }
  };

  return {
    formOpen,
    editing,
    emailing,
    openAdd: () => {
      setEditing(null);
      setFormOpen(true);
    },
    setFormOpen,
    handlers: {
      onEmail: (client: Client) => setEmailing(client),
      onEdit: (client: Client) => {
        setEditing(client);
        setFormOpen(true);
      },
      onDelete: (client: Client) => void onDelete(client),
    },
    closeEmail: () => setEmailing(null),
  };
}
