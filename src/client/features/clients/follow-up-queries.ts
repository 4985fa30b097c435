import {
  type ClientFollowUps,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UPS_API,
  type FollowUp,
  type FollowUpInput,
} from '@shared/follow-ups';
import { formatDate } from '@shared/lagos-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';

export const followUpKeys = {
  all: ['follow-ups'] as const,
  ofClient: (clientId: string) => ['follow-ups', clientId] as const,
};

export function useClientFollowUps(clientId: string) {
  return useQuery({
    queryKey: followUpKeys.ofClient(clientId),
    queryFn: () => api.get<ClientFollowUps>(FOLLOW_UPS_API.ofClient(clientId)),
  });
}

/** A change refreshes the client's follow-ups and says so; the studio overview reads afresh when opened. */
function useFollowUpMutation<T>(
  fn: (input: T) => Promise<{ followUp: FollowUp }>,
  say: (f: FollowUp) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async ({ followUp }) => {
      await queryClient.invalidateQueries({ queryKey: followUpKeys.all });
      toast.success(say(followUp));
    },
  });
}

export const useAddFollowUp = (clientId: string) =>
  useFollowUpMutation(
    (input: FollowUpInput) => api.post<{ followUp: FollowUp }>(FOLLOW_UPS_API.ofClient(clientId), input),
    () => FOLLOW_UP_MESSAGES.created,
  );

export const useFollowUpDone = () =>
  useFollowUpMutation(
    (id: string) => api.post<{ followUp: FollowUp }>(FOLLOW_UPS_API.done(id), {}),
    () => FOLLOW_UP_MESSAGES.done,
  );

export const useSnoozeFollowUp = () =>
  useFollowUpMutation(
    ({ id, dueOn }: { id: string; dueOn: string }) =>
      api.post<{ followUp: FollowUp }>(FOLLOW_UPS_API.snooze(id), { dueOn }),
    (f) => FOLLOW_UP_MESSAGES.snoozed(formatDate(f.dueOn)),
  );
