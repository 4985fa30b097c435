import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Jobs } from '../../jobs/job-queue.ts';
import { findEvent, insertEventOnce, markEventProcessed } from './online-payments.repository.ts';
import { type OnlinePaymentsDeps, settleOnlinePayment } from './online-payments.service.ts';
import { verifyPaystackSignature } from './paystack-signature.ts';
import { scheduleReverify } from './reverify.service.ts';

/** The job that does a stored event's work, after the webhook has answered 200. */
export const PAYSTACK_EVENT_QUEUE = 'paystack-event';

export type WebhookAnswer = { status: 200; stored: boolean } | { status: 401 } | { status: 400 };

interface EventBody {
  event: string;
  data: Record<string, unknown>;
}

function parseEvent(raw: Buffer): EventBody | undefined {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    if (!body || typeof body !== 'object') return undefined;
    const { event, data } = body as Record<string, unknown>;
    if (typeof event !== 'string' || !data || typeof data !== 'object') return undefined;
    return { event, data: data as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * What makes two deliveries "the same event": the transaction reference for charges, the refund
 * (and its state) for refunds; anything else by its exact bytes.
 */
function dedupeKey(body: EventBody, raw: Buffer): { key: string; reference: string | undefined } {
  const { data } = body;
  const reference = text(data.reference) ?? text(data.transaction_reference);
  if (body.event === 'charge.success' && reference) return { key: reference, reference };
  if (body.event.startsWith('refund.')) {
    const refund = text(data.refund_reference) ?? text(data.id);
    if (refund) return { key: `${refund}:${text(data.status) ?? ''}`, reference };
  }
  return { key: createHash('sha256').update(raw).digest('hex'), reference };
}

/**
 * Takes a webhook delivery: the signature over the exact bytes first (forged or unsigned: 401),
 * then the event is stored once (a duplicate or a replay finds it stored and changes nothing)
 * with its job, so Paystack gets its 200 at once and the work is never lost.
 */
export async function receivePaystackWebhook(
  deps: { db: Db; jobs: Jobs; log: FastifyBaseLogger; secrets: readonly string[] },
  raw: Buffer,
  signature: string | string[] | undefined,
  origin: { ip: string },
): Promise<WebhookAnswer> {
  const check = verifyPaystackSignature(raw, { signature }, deps.secrets);
  if (!check.ok) {
    deps.log.warn({ reason: check.reason, ip: origin.ip }, 'Paystack webhook refused: bad signature');
    return { status: 401 };
  }
  const body = parseEvent(raw);
  if (!body) return { status: 400 };
  const { key, reference } = dedupeKey(body, raw);
  const stored = await withTransaction(deps.db, async (tx) => {
    const row = await insertEventOnce(tx, {
      event: body.event,
      dedupeKey: key,
      reference: reference ?? null,
      payload: body as unknown as Record<string, unknown>,
      signatureForm: check.form,
    });
    // Its job is queued in the same transaction (decision 191): a stored event is always
    // processed, whatever happens to this process after the commit.
    if (row) await deps.jobs.send(PAYSTACK_EVENT_QUEUE, { id: row.id });
    return row !== undefined;
  });
  return { status: 200, stored };
}

/** The outcome of a refund event whose refund is not known here yet. */
export const WAITING_FOR_REFUND = 'refund-not-yet-known';

/** Handlers of other event kinds (refunds), registered by the code that owns them. */
export type EventHandler = (event: { id: string; data: Record<string, unknown> }) => Promise<string>;

/**
 * The job: does a stored event's work once, and records what it did. A charge Paystack's verify
 * still calls pending is re-verified later (decision 193), queued with the event's outcome.
 */
export async function processPaystackEvent(
  deps: OnlinePaymentsDeps & { handlers: ReadonlyMap<string, EventHandler>; jobs: Pick<Jobs, 'send'> },
  id: string,
): Promise<void> {
  const event = await findEvent(deps.db, id);
  if (!event || event.processedAt) return;
  const { data } = event.payload as unknown as EventBody;
  let outcome: string;
  if (event.event === 'charge.success' && event.reference) {
    outcome = await settleOnlinePayment(deps, event.reference, 'webhook');
  } else {
    const handler = deps.handlers.get(event.event);
    outcome = handler ? await handler({ id: event.id, data }) : 'ignored';
  }
  await withTransaction(deps.db, async (tx) => {
    if (outcome === 'pending' && event.reference) await scheduleReverify(deps.jobs, event.reference);
    // A refund Paystack announced before answering our refund call is applied by that call.
    await markEventProcessed(tx, id, outcome, outcome !== WAITING_FOR_REFUND);
  });
}
