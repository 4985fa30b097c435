import { lagosDate } from '../../../shared/lagos-time.ts';
import { OVERVIEW_ITEMS, type OverviewInvoice, type StudioOverview } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { listClientsOf } from '../clients/clients.service.ts';
import { contractsToCountersign } from '../contracts/contracts-overview.service.ts';
import { followUpsDue } from '../follow-ups/follow-ups.service.ts';
import { newSelections } from '../galleries/gallery-summaries.service.ts';
import { type InvoicingDeps, listForPhotographer as listInvoices } from '../invoicing/invoicing.service.ts';
import { sessionsOverview } from '../scheduling/scheduling-overview.service.ts';

export interface StudioDeps {
  db: Db;
  invoicing: InvoicingDeps;
}

/**
 * The studio overview (decision 196): each part read through the service of the module that
 * owns it, in parallel. Unpaid invoices come from invoicing's own Sent/Pending tab (overdue
 * first, then by due date), so the overview and /invoicing never disagree.
 */
export async function studioOverview(deps: StudioDeps, photographerId: string): Promise<StudioOverview> {
  const [sessions, contracts, invoices, leads, selections, followUps] = await Promise.all([
    sessionsOverview(deps.db, photographerId, clock.now(), OVERVIEW_ITEMS),
    contractsToCountersign(deps.db, photographerId, OVERVIEW_ITEMS),
    listInvoices(deps.invoicing, photographerId, { tab: 'pending', page: 1 }),
    listClientsOf(deps.db, photographerId, { tab: 'lead', q: '', sort: 'lastContact', page: 1 }),
    newSelections(deps.db, photographerId, OVERVIEW_ITEMS),
    followUpsDue(deps.db, photographerId, lagosDate(clock.now()), OVERVIEW_ITEMS),
  ]);
  const unpaid: OverviewInvoice[] = invoices.invoices
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      clientName: invoice.clientName,
      balanceKobo: invoice.balanceKobo,
      dueDate: invoice.dueDate,
      overdue: invoice.status === 'overdue',
    }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate));
  return {
    ...sessions,
    contractsToCountersign: contracts,
    unpaidInvoices: {
      items: unpaid.slice(0, OVERVIEW_ITEMS),
      total: invoices.total,
      outstandingKobo: invoices.summary.outstandingKobo,
      overdueKobo: invoices.summary.overdueKobo,
    },
    leads: {
      items: leads.clients.slice(0, OVERVIEW_ITEMS).map((client) => ({
        id: client.id,
        name: client.name,
        email: client.email,
        source: client.source,
        lastContactAt: client.lastContactAt,
      })),
      total: leads.total,
    },
    newSelections: selections,
    followUpsDue: {
      items: followUps.items.map(({ id, clientId, clientName, dueOn, note }) => ({
        id,
        clientId,
        clientName,
        dueOn,
        note,
      })),
      total: followUps.total,
    },
  };
}
