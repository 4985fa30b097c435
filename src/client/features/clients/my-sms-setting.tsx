import type { MySms } from '@shared/clients';
import { CLIENTS_API } from '@shared/clients-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { clientsKeys, useMySms } from './client-queries';

/**
 * The client's SMS reminders from their photographers (booking confirmations and reminders),
 * on or off in one place; shown only where this instance sends SMS (decision 272).
 */
export function MySmsSetting() {
  const sms = useMySms();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (on: boolean) => api.put<MySms>(CLIENTS_API.mySms, { on }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: clientsKeys.myPhotographers });
      toast.success(result.on ? 'SMS reminders are on.' : 'SMS reminders stopped.');
    },
    onError: (error) => toast.error(errorMessage(error, 'The setting could not be saved. Please try again.')),
  });
  if (!sms.data?.available) return null;
  const on = sms.data.on;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <p className="flex items-start gap-2 text-sm">
        <MessageSquareText aria-hidden className="mt-0.5 size-4 text-gold-700" />
        <span>
          <strong>SMS reminders</strong> {on ? 'are on' : 'are off'}
          <span className="block text-muted">
            Texts when a booking is confirmed, a day before and 2 hours before, to the phone your photographer
            has.
          </span>
        </span>
      </p>
      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate(!on)}>
        {on ? 'Stop SMS reminders' : 'Send me SMS reminders'}
      </Button>
    </div>
  );
}
