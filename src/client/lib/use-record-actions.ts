import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '@/components/ui/use-confirm';

/**
 * The state behind the row actions of a list of issued documents (invoices, contracts): the
 * record open in its details dialog, the one waiting for a void reason, and Delete's question
 * before a draft goes (the screen passes the delete mutation). A link with `?view=<id>` (the
 * studio overview's items) opens that record's details; closing them clears the link.
 */
export function useRecordActions<TVoiding>(deleteDraft: {
  title: string;
  question: string;
  remove: (id: string) => void;
}) {
  const [params, setParams] = useSearchParams();
  const [viewing, setViewingState] = useState<string | null>(() => params.get('view'));
  const [voiding, setVoiding] = useState<TVoiding | null>(null);
  const confirm = useConfirm();
  return {
    viewing,
    setViewing(id: string | null) {
      setViewingState(id);
      if (id === null && params.has('view')) {
        setParams(
          (next) => {
            next.delete('view');
            return next;
          },
          { replace: true },
        );
      }
    },
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
