import { INVOICE_LOGO_API, type InvoiceLogoAnswer } from '@shared/invoice-logo';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@shared/media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { invoicingKeys } from './invoicing-queries';

const logoKey = [...invoicingKeys.all, 'logo'] as const;

function useInvoiceLogo() {
  return useQuery({ queryKey: logoKey, queryFn: () => api.get<InvoiceLogoAnswer>(INVOICE_LOGO_API) });
}

function useSetInvoiceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<InvoiceLogoAnswer>(INVOICE_LOGO_API, form, { method: 'PUT' });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(logoKey, answer);
      toast.success('Logo saved. It prints on your invoices and receipts.');
    },
    onError: (error) => showError(error, { fallback: 'Could not save the logo. Please try again.' }),
  });
}

function useRemoveInvoiceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<InvoiceLogoAnswer>(INVOICE_LOGO_API),
    onSuccess: (answer) => {
      queryClient.setQueryData(logoKey, answer);
      toast.success('Logo removed from your invoices.');
    },
    onError: (error) => showError(error, { fallback: 'Could not remove the logo. Please try again.' }),
  });
}

/**
 * The logo printed at the top of the photographer's invoice and receipt PDFs: preview, upload,
 * remove. Galleries show it too (their logo watermark), with their own `description`.
 */
export function InvoiceLogoField({
  description = 'Printed at the top of your invoices and receipts. PNG or JPEG, ideally wide, on a transparent or white background.',
}: {
  description?: string;
}) {
  const id = useId();
  const logo = useInvoiceLogo();
  const set = useSetInvoiceLogo();
  const remove = useRemoveInvoiceLogo();
  const confirm = useConfirm();
  const current = logo.data?.logo ?? null;
  const busy = set.isPending || remove.isPending;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) {
      toast.error('Images must be 10 MB or smaller.');
      return;
    }
    set.mutate(file);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-b border-stone-200 pb-4">
      <h3 id={`${id}-title`} className="font-sans text-sm font-medium">
        Logo
      </h3>
      <p className="text-sm text-muted">{description}</p>
      <div className="flex min-h-16 items-center gap-4">
        {current ? (
          <img
            src={current.url}
            alt="Your invoice logo"
            width={current.width}
            height={current.height}
            className="h-auto max-h-16 w-auto max-w-48 rounded border border-stone-200 bg-white object-contain p-1"
          />
        ) : (
          <span className="text-sm text-muted">{logo.isPending ? 'Loading…' : 'No logo yet.'}</span>
        )}
        <span>
          <input
            id={`${id}-file`}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={busy}
            onChange={change}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            <Upload className="size-4" aria-hidden />
            {set.isPending ? 'Uploading…' : current ? 'Replace logo' : 'Upload logo'}
          </label>
        </span>
        {current ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={async () => {
              const ok = await confirm({
                title: 'Remove logo',
                question: 'Remove your logo? New invoice and receipt PDFs will be printed without it.',
                confirmLabel: 'Remove logo',
                destructive: true,
              });
              if (ok) remove.mutate();
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
    </section>
  );
}
