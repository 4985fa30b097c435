import { ADMIN_API, type AdminPhotographer } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { adminKeys } from './admin-queries';

export const APPROVE_QUESTION = 'Are you sure you want to approve this photographer?';
export const REJECT_QUESTION = 'Are you sure you want to reject this photographer?';

type Decision =
  | { userId: string; decision: 'approve' }
  | { userId: string; decision: 'reject'; reason: string };

/** Approve or reject, then refresh every list and figure that shows it. */
export function usePhotographerDecision(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      input.decision === 'approve'
        ? api.post<{ photographer: AdminPhotographer }>(ADMIN_API.approve(input.userId))
        : api.post<{ photographer: AdminPhotographer }>(ADMIN_API.reject(input.userId), {
            reason: input.reason || undefined,
          }),
    onSuccess: async (_data, input) => {
      toast.success(
        input.decision === 'approve' ? 'Photographer approved successfully' : 'Photographer rejected',
      );
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => showError(error, { fallback: 'The decision could not be saved. Please try again.' }),
  });
}
