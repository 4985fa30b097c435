import { ClientPicker } from '@/components/forms/client-picker';
import { TextField } from '@/components/ui/form-field';

/** Who the invoice is for; clientId is the picked client's record, null for a typed-in client. */
export interface InvoiceClient {
  clientId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
}

/** The client: picked from the CRM, or typed in (typing another name or email unlinks the record). */
export function ClientFields({
  client,
  onChange,
}: {
  client: InvoiceClient;
  onChange: (change: Partial<InvoiceClient>) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Client</legend>
      <ClientPicker
        onPick={(picked) =>
          onChange({
            clientId: picked.id,
            clientName: picked.name,
            clientEmail: picked.email,
            clientPhone: picked.phone,
            clientAddress: picked.address,
          })
        }
      />
      <TextField
        id="invoice-client-name"
        label="Client name"
        required
        value={client.clientName}
        onChange={(e) => onChange({ clientName: e.target.value, clientId: null })}
      />
      <TextField
        id="invoice-client-email"
        label="Client email"
        type="email"
        required
        value={client.clientEmail}
        onChange={(e) => onChange({ clientEmail: e.target.value, clientId: null })}
      />
      <TextField
        id="invoice-client-phone"
        label="Phone"
        optional
        value={client.clientPhone}
        onChange={(e) => onChange({ clientPhone: e.target.value })}
      />
      <TextField
        id="invoice-client-address"
        label="Address"
        optional
        value={client.clientAddress}
        onChange={(e) => onChange({ clientAddress: e.target.value })}
      />
    </fieldset>
  );
}
