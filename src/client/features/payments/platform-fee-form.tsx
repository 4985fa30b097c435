import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENTS_API, type PaymentSettings, platformFeeInputSchema } from '@shared/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { paymentSettingsQuery, paymentsKeys, paymentsStatusQuery } from './payments-queries';
import { TestModeNotice } from './test-mode-notice';

interface FeeForm {
  platformFeePercent: number;
}

/** The super admin's share of each online payment, in percent (0 by default). */
export function PlatformFeeCard() {
  const status = useQuery(paymentsStatusQuery);
  const settings = useQuery(paymentSettingsQuery);
  const queryClient = useQueryClient();
  const form = useForm<FeeForm>({
    resolver: zodResolver(platformFeeInputSchema),
    defaultValues: { platformFeePercent: 0 },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api.put<PaymentSettings>(PAYMENTS_API.adminSettings, values);
      queryClient.setQueryData(paymentsKeys.adminSettings, saved);
      form.reset(saved);
      toast.success(`Platform fee set to ${saved.platformFeePercent}%`);
    } catch (error) {
      showError(error, {
        fallback: 'The fee could not be saved. Please try again.',
        setError: form.setError,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Online payments</CardTitle>
        <CardDescription>
          {status.data?.online
            ? "Clients pay photographers through Paystack; the platform's fee is kept from each payment."
            : 'Online payment is off: set PAYSTACK_SECRET_KEY in the server environment to turn it on. Clients pay by bank transfer meanwhile.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Platform fee">
          <TestModeNotice />
          <TextField
            id="platform-fee"
            label="Platform fee (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            hint="Applies to payments started from now on. 0 keeps nothing."
            error={errors.platformFeePercent}
            registration={form.register('platformFeePercent', { valueAsNumber: true })}
          />
          <Button type="submit" disabled={isSubmitting || !isDirty || settings.isPending}>
            {isSubmitting ? 'Saving…' : 'Save fee'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
