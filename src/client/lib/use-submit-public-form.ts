import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

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
    onError: (error) =>
      showError(error, {
        fallback: 'Something went wrong. Please try again.',
        setError: form.setError,
        // The form's own fields; a message about anything else still reaches the person by toast.
        fields: Object.keys(form.getValues()) as Path<TValues>[],
      }),
  });
  return {
    submit: form.handleSubmit((values) => mutation.mutateAsync(values).catch(() => undefined)),
    pending: mutation.isPending,
  };
}
