import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from './form-errors';
import { toast } from './toast';

/**
 * A write of one feature: on success it refreshes everything under `key` (lists, details) and
 * shows the success message, if any; on failure it shows why.
 */
export function useInvalidatingMutation<TInput, TResult>(
  key: QueryKey,
  fn: (input: TInput) => Promise<TResult>,
  success?: (result: TResult, input: TInput) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result, input) => {
      await queryClient.invalidateQueries({ queryKey: key });
      const message = success?.(result, input);
      if (message) toast.success(message);
    },
    onError: (error) => showError(error, { fallback: 'Something went wrong. Please try again.' }),
  });
}
