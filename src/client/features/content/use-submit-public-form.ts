import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, api } from '@/lib/api';

/**
 * Posts a public form (contact, demo request, newsletter) and handles the answer the same way
 * everywhere: on success the form resets and the success toast shows; field errors from the
 * server land on their fields; anything else (rate limit, network) is a toast.
 */
export function useSubmitPublicForm<TValues extends FieldValues, TOutput>(
  path: string,
  form: UseFormReturn<TValues, unknown, TOutput>,
  successMessage: string,
) {
  const mutation = useMutation({
    mutationFn: (values: TOutput) => api.post<unknown>(path, values),
    onSuccess: () => {
      form.reset();
      toast.success(successMessage);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields);
        for (const [name, message] of fields) {
          form.setError(name as Path<TValues>, { type: 'server', message });
        }
        if (fields.length > 0) return;
      }
      toast.error(error.message || 'Something went wrong. Please try again.');
    },
  });
  return {
    submit: form.handleSubmit((values) => mutation.mutateAsync(values).catch(() => undefined)),
    pending: mutation.isPending,
  };
}
