import { CLIENT_MESSAGES, type ClientDetail, type ClientEvent } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { type CorrespondenceEntry, correspondenceWith } from './client-registry.service.ts';
import { type ClientEventRow, findClient, listEvents } from './clients.repository.ts';
import { toClient } from './clients.service.ts';

/** How many entries the client's page shows, newest first. */
const TIMELINE_LENGTH = 200;

function sourcePhrase(source: string): string {
  return source === 'enquiry' ? 'an enquiry on your profile' : `a ${source}`;
}

const fromCorrespondence = (c: CorrespondenceEntry): ClientEvent => ({
  id: c.id,
  kind: c.channel,
  summary: c.summary,
  occurredAt: c.at.toISOString(),
  channel: c.channel,
  direction: c.direction,
  state: c.state,
});

/**
 * A client and their timeline: what happened with them (the events other modules record) and
 * every email, message and SMS with them, with its state (decision 284). An event that records
 * an email (Send Email keeps the outbox id in its meta) shows that email's state instead of
 * appearing twice.
 */
export async function getClientDetail(db: Db, photographerId: string, id: string): Promise<ClientDetail> {
  const row = await findClient(db, photographerId, id);
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  const [events, letters] = await Promise.all([
    listEvents(db, id, TIMELINE_LENGTH),
    correspondenceWith(db, { id, photographerId, email: row.email }, TIMELINE_LENGTH),
  ]);
  const byId = new Map(letters.map((c) => [c.id, c]));
  const linked = new Set<string>();
  const fromEvent = (e: ClientEventRow): ClientEvent => {
    const letter = byId.get(String(e.meta.outboxId ?? ''));
    if (letter) linked.add(letter.id);
    return {
      id: e.id,
      kind: e.kind,
      summary: e.summary,
      occurredAt: e.occurredAt.toISOString(),
      ...(letter ? { channel: letter.channel, direction: letter.direction, state: letter.state } : {}),
    };
  };
  const recorded = events.map(fromEvent);
  const timeline = [...recorded, ...letters.filter((c) => !linked.has(c.id)).map(fromCorrespondence)]
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
    .slice(0, TIMELINE_LENGTH);
  return {
    client: toClient(row),
    events: [
      ...timeline,
      // The first entry is the client's arrival, read from the row (an import of 10,000 clients
      // writes 10,000 rows, not 20,000).
      {
        id: row.id,
        kind: row.source === 'import' ? 'imported' : 'created',
        summary: row.source === 'import' || row.source === 'manual' ? '' : `From ${sourcePhrase(row.source)}`,
        occurredAt: row.createdAt.toISOString(),
      },
    ],
  };
}
