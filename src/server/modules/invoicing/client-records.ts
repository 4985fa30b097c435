import { formatNaira } from '../../../shared/money.ts';
import {
  registerClientDeletionGuard,
  registerClientShareProvider,
} from '../clients/client-registry.service.ts';
import { issuedInvoicesFor } from './invoicing.repository.ts';

/**
 * What invoicing tells the clients module: a client with issued invoices cannot be deleted
 * (they are kept for the accounts; Inactive is offered instead), and the client's own dashboard
 * shows the invoices their photographer sent them, with what is left to pay.
 */
export function registerInvoiceClientRecords(): void {
  registerClientDeletionGuard('invoices', async (tx, client) => {
    const issued = await issuedInvoicesFor(tx, client.photographerId, client.id, client.email);
    return issued.length > 0 ? 'issued invoices' : null;
  });
  registerClientShareProvider({
    key: 'invoices',
    label: 'Invoices',
    order: 1,
    load: async (db, client) => {
      const issued = (await issuedInvoicesFor(db, client.photographerId, client.id, client.email)).filter(
        (i) => i.status !== 'void',
      );
      const unpaid = issued
        .filter((i) => (i.status === 'sent' || i.status === 'overdue') && i.totalKobo > i.paidKobo)
        .sort(
          (a, b) =>
            Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
            a.dueDate.localeCompare(b.dueDate),
        );
      const due = unpaid.reduce((sum, i) => sum + (i.totalKobo - i.paidKobo), 0);
      const partly = unpaid.some((i) => i.paidKobo > 0);
      // The card opens the invoice to pay (its link), the soonest due first; else the list.
      const first = unpaid.find((i) => i.token);
      return {
        count: issued.length,
        nextAction: due > 0 ? `${formatNaira(due)} to pay${partly ? ' (partially paid)' : ''}` : null,
        href: first ? `/i/${first.token}` : '/invoicing',
        // The photographer's emails to the client fill {invoice_link} with the invoice to pay.
        placeholders: first ? { invoice_link: `/i/${first.token}` } : undefined,
      };
    },
  });
}
