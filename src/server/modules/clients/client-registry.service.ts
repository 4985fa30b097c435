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
 *
 * A provider may add `placeholders` (its values for the photographer's emails to the client,
 * e.g. the link of the invoice to pay), which Send Email fills templates with.
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
  /**
   * Values for the placeholders of the photographer's emails to this client (decision 282), e.g.
   * `{ invoice_link: '/i/…' }`: links as site paths (the clients module makes them absolute).
   */
  placeholders?: Record<string, string> | undefined;
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

/** Every provider's placeholder values for this client, in one map. */
export async function sharedPlaceholders(db: Db, client: ClientRef): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const provider of shareProviders())
    Object.assign(values, (await provider.load(db, client)).placeholders);
  return values;
}

/**
 * CORRESPONDENCE. Every email, message and SMS with a client shows on their timeline with its
 * state (decision 284). A module that keeps such a channel registers what it holds for a client:
 *
 *   registerClientCorrespondence('messages', async (db, client, limit) => rows.map((m) => ({
 *     id: m.id, channel: 'message', direction: m.fromClient ? 'in' : 'out', summary: m.text,
 *     state: m.readAt ? 'read' : 'delivered', at: m.createdAt })));
 */
export interface CorrespondenceEntry {
  id: string;
  channel: 'email' | 'message' | 'sms';
  direction: 'in' | 'out';
  summary: string;
  /** queued, sent, failed, delivered, read… as the channel names its states. */
  state: string;
  at: Date;
}

export type CorrespondenceSource = (
  db: Db,
  client: ClientRef,
  limit: number,
) => Promise<CorrespondenceEntry[]>;

const correspondence = new Map<string, CorrespondenceSource>();

export function registerClientCorrespondence(key: string, source: CorrespondenceSource): () => void {
  correspondence.set(key, source);
  return () => {
    if (correspondence.get(key) === source) correspondence.delete(key);
  };
}

/** The newest `limit` entries of every channel with this client, newest first. */
export async function correspondenceWith(
  db: Db,
  client: ClientRef,
  limit: number,
): Promise<CorrespondenceEntry[]> {
  const all: CorrespondenceEntry[] = [];
  for (const source of correspondence.values()) all.push(...(await source(db, client, limit)));
  return all.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
