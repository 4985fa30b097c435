import type { Db } from '../../db/client.ts';

/**
 * What later modules plug into the clients module, without the clients module knowing them.
 *
 * DELETION GUARDS. A module whose records a client must keep (issued invoices, signed
 * contracts, bookings) registers a check from its plugin:
 *
 *   registerClientDeletionGuard('invoices', async (tx, client) =>
 *     (await countIssued(tx, client.id)) > 0 ? 'issued invoices' : null);
 *
 * Deleting a client runs every guard in the delete's transaction; any reason refuses the
 * delete (409) with a message naming the reasons and offering Inactive instead.
 *
 * SHARE PROVIDERS. The client's own view (/dashboard for a customer) shows, per photographer,
 * one card per provider: what that photographer shares (count and next action). A module
 * replaces the placeholder of its key (invoices, contracts, bookings, galleries):
 *
 *   registerClientShareProvider({ key: 'invoices', label: 'Invoices', order: 1, load: async (db, c) => ({ count, nextAction, href }) });
 */
export interface ClientRef {
  id: string;
  photographerId: string;
  email: string;
}

export type DeletionGuard = (tx: Db, client: ClientRef) => Promise<string | null>;

const guards = new Map<string, DeletionGuard>();

/** Registers (or replaces) a guard; returns a function that removes it (for tests). */
export function registerClientDeletionGuard(key: string, guard: DeletionGuard): () => void {
  guards.set(key, guard);
  return () => {
    if (guards.get(key) === guard) guards.delete(key);
  };
}

export async function deletionRefusals(tx: Db, client: ClientRef): Promise<string[]> {
  const reasons: string[] = [];
  for (const guard of guards.values()) {
    const reason = await guard(tx, client);
    if (reason) reasons.push(reason);
  }
  return reasons;
}

export interface ShareSummary {
  count: number;
  nextAction: string | null;
  href: string | null;
}

export interface ShareProvider {
  key: string;
  label: string;
  order: number;
  /** What the photographer shares with this client (their record ids, one per photographer). */
  load: (db: Db, client: ClientRef) => Promise<ShareSummary>;
}

const nothingYet = async (): Promise<ShareSummary> => ({ count: 0, nextAction: null, href: null });

const providers = new Map<string, ShareProvider>(
  (
    [
      { key: 'invoices', label: 'Invoices', order: 1, load: nothingYet },
      { key: 'contracts', label: 'Contracts', order: 2, load: nothingYet },
      { key: 'bookings', label: 'Bookings', order: 3, load: nothingYet },
      { key: 'galleries', label: 'Galleries', order: 4, load: nothingYet },
    ] satisfies ShareProvider[]
  ).map((p) => [p.key, p]),
);

export function registerClientShareProvider(provider: ShareProvider): () => void {
  const previous = providers.get(provider.key);
  providers.set(provider.key, provider);
  return () => {
    if (providers.get(provider.key) !== provider) return;
    if (previous) providers.set(provider.key, previous);
    else providers.delete(provider.key);
  };
}

export function shareProviders(): ShareProvider[] {
  return [...providers.values()].sort((a, b) => a.order - b.order);
}
