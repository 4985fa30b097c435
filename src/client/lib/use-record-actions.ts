import { useState } from 'react';
import { useConfirm } from '@/components/ui/use-confirm';

/**
 * The state behind the row actions of a list of issued documents (invoices, contracts): the
 * record open in its details dialog, the one waiting for a void reason, and Delete's question
 * before a draft goes (the screen passes the delete mutation).
 */
export function useRecordActions<TVoiding>(deleteDraft: {
  title: string;
  question: string;
  remove: (id: string) => void;
}) {
  const [viewing, setViewing] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<TVoiding | null>(null);
  const confirm = useConfirm();
  return {
    viewing,
    setViewing,
    voiding,
    setVoiding,
    async askDelete(id: string) {
      const ok = await confirm({
        title: deleteDraft.title,
        question: deleteDraft.question,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (ok) deleteDraft.remove(id);
    },
  };
}
