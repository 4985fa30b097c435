import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENTS_API, type PayoutAccountInput, payoutAccountInputSchema } from '@shared/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldFrame, FormAlert, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { banksQuery, paymentsKeys, paymentsStatusQuery, payoutAccountQuery } from './payments-queries';
import { TestModeNotice } from './test-mode-notice';

/**
 * Where a photographer is paid for online payments: bank and account number, the account name
 * as the bank holds it (through Paystack) to confirm, then saved as a Paystack subaccount.
 * Hidden when this Aworan takes no online payments (clients then pay by bank transfer).
 */
export function PayoutAccountCard() {
  const status = useQuery(paymentsStatusQuery);
  const account = useQuery({ ...payoutAccountQuery, enabled: status.data?.online === true });
  const [editing, setEditing] = useState(false);
  if (!status.data?.online) return null;
  const current = account.data?.account;

  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>Online payments</CardTitle>
        <CardDescription>
          Clients pay your invoices online by card, bank transfer or USSD through Paystack, and the money is
          paid into this bank account.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <TestModeNotice />
        {account.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : current && !editing ? (
          <div className="space-y-3 text-sm">
            <p>
              <span className="font-medium">{current.accountName}</span> · {current.bankName} ·{' '}
              {current.accountNumber}
            </p>
            {account.data?.canReceiveOnline ? (
              <p className="text-emerald-800">Clients can pay you online.</p>
            ) : (
              <p className="text-amber-900">
                This account was set up with Paystack's {current.mode} keys: save it again to receive
                payments.
              </p>
            )}
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change bank account
            </Button>
          </div>
        ) : (
          <PayoutAccountForm
            onSaved={() => setEditing(false)}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutAccountForm({
  onSaved,
  onCancel,
}: {
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const banks = useQuery(banksQuery);
  const queryClient = useQueryClient();
  const [confirmedName, setConfirmedName] = useState<string>();
  const form = useForm<PayoutAccountInput>({
    resolver: zodResolver(payoutAccountInputSchema),
    defaultValues: { bankCode: '', accountNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A changed bank or number must be confirmed again.
  const resetConfirmation = () => setConfirmedName(undefined);

  const check = form.handleSubmit(async (values) => {
    try {
      const { accountName } = await api.post<{ accountName: string }>(PAYMENTS_API.resolveAccount, values);
      setConfirmedName(accountName);
    } catch (error) {
      showError(error, {
        fallback: 'The account could not be checked. Please try again.',
        setError: form.setError,
      });
    }
  });

  const save = form.handleSubmit(async (values) => {
    try {
      await api.put(PAYMENTS_API.payoutAccount, values);
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.payoutAccount });
      toast.success('Payout account saved: clients can now pay you online.');
      onSaved();
    } catch (error) {
      showError(error, {
        fallback: 'The account could not be saved. Please try again.',
        setError: form.setError,
      });
    }
  });

  if (banks.isError) {
    return (
      <FormAlert tone="error">
        The bank list could not be loaded from Paystack. Please try again later.
      </FormAlert>
    );
  }

  return (
    <form
      onSubmit={confirmedName ? save : check}
      noValidate
      className="max-w-xl space-y-4"
      aria-label="Payout account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame
          id="payout-bank"
          label="Bank"
          required
          error={errors.bankCode}
          control={(control) => (
            <NativeSelect
              {...control}
              {...form.register('bankCode', { onChange: resetConfirmation })}
              disabled={banks.isPending}
            >
              <option value="">{banks.isPending ? 'Loading banks…' : 'Choose your bank'}</option>
              {banks.data?.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <TextField
          id="payout-number"
          label="Account number"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={errors.accountNumber}
          registration={form.register('accountNumber', { onChange: resetConfirmation })}
        />
      </div>
      {confirmedName ? (
        <FormAlert tone="info">
          The bank says this account belongs to <strong>{confirmedName}</strong>. Is that you?
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? confirmedName
              ? 'Saving…'
              : 'Checking…'
            : confirmedName
              ? 'Yes, save this account'
              : 'Check account'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
