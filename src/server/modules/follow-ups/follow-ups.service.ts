import {
  type ClientFollowUps,
  FOLLOW_UP_MESSAGES,
  type FollowUp,
  type FollowUpInput,
  type SnoozeInput,
} from '../../../shared/follow-ups.ts';
import { formatDate, lagosDate } from '../../../shared/lagos-time.ts';
import type { OverviewList } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { followUpDigestEmail } from '../../emails/follow-up-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  claimDigest,
  dueFollowUps,
  type FollowUpRow,
  findFollowUp,
  followUpsOfClient,
  insertFollowUp,
  photographersWithDue,
  updateOpenFollowUp,
} from './follow-ups.repository.ts';

export interface FollowUpDeps {
  db: Db;
}

/** Today in Lagos by the server's one clock (decision 256). */
const todayOf = (_deps?: FollowUpDeps) => lagosDate(clock.now());

/** How many done follow-ups the client's page lists under the open ones. */
const DONE_SHOWN = 5;
/** How many due follow-ups the morning email lists; the rest are on the overview. */
const DIGEST_ITEMS = 20;

function toFollowUp(row: FollowUpRow, today: string): FollowUp {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    dueOn: row.dueOn,
    note: row.note,
    doneAt: row.doneAt?.toISOString() ?? null,
    due: !row.doneAt && row.dueOn <= today,
  };
}

/** A follow-up is set for today or later (Lagos): a date already gone would be due at once. */
function refusePast(deps: FollowUpDeps, dueOn: string) {
  if (dueOn < todayOf(deps))
    throw badRequest(FOLLOW_UP_MESSAGES.pastDate, { dueOn: FOLLOW_UP_MESSAGES.pastDate });
}

/** The client's follow-ups (the route has checked the client is the photographer's). */
export async function clientFollowUps(
  deps: FollowUpDeps,
  photographerId: string,
  clientId: string,
): Promise<ClientFollowUps> {
  const today = todayOf(deps);
  const { open, done } = await followUpsOfClient(deps.db, photographerId, clientId, DONE_SHOWN);
  return {
    today,
    open: open.map((r) => toFollowUp(r, today)),
    done: done.map((r) => toFollowUp(r, today)),
  };
}

export async function addFollowUp(
  deps: FollowUpDeps,
  photographerId: string,
  clientId: string,
  input: FollowUpInput,
): Promise<FollowUp> {
  refusePast(deps, input.dueOn);
  const id = await insertFollowUp(deps.db, { photographerId, clientId, ...input });
  return toFollowUp((await findFollowUp(deps.db, photographerId, id))!, todayOf(deps));
}

/** Done or snoozed: an open follow-up changes; a done one answers 409, another's 404. */
async function changeOpen(
  deps: FollowUpDeps,
  photographerId: string,
  id: string,
  change: { dueOn?: string; doneAt?: Date },
): Promise<FollowUp> {
  const changed = await updateOpenFollowUp(deps.db, photographerId, id, change);
  const row = await findFollowUp(deps.db, photographerId, id);
  if (!row) throw notFound(FOLLOW_UP_MESSAGES.notFound);
  if (!changed) throw conflict(FOLLOW_UP_MESSAGES.alreadyDone);
  return toFollowUp(row, todayOf(deps));
}

export const markFollowUpDone = (deps: FollowUpDeps, photographerId: string, id: string) =>
  changeOpen(deps, photographerId, id, { doneAt: clock.now() });

export function snoozeFollowUp(deps: FollowUpDeps, photographerId: string, id: string, input: SnoozeInput) {
  refusePast(deps, input.dueOn);
  return changeOpen(deps, photographerId, id, { dueOn: input.dueOn });
}

/** THE follow-ups due for a photographer on `today` (Lagos): the studio overview and the glance read this. */
export async function followUpsDue(
  db: Db,
  photographerId: string,
  today: string,
  limit: number,
): Promise<OverviewList<FollowUp>> {
  const rows = await dueFollowUps(db, photographerId, today, limit);
  return { items: rows.map((r) => toFollowUp(r, today)), total: rows[0]?.total ?? 0 };
}

export interface DigestDeps extends FollowUpDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The 08:00 Lagos digest: one email per photographer with follow-ups due that day (or overdue).
 * Each is queued in the transaction that claims the photographer's row for the day, so a second
 * run, or a second instance at the same moment, finds the day claimed and sends nothing.
 */
export async function sendFollowUpDigests(deps: DigestDeps): Promise<number> {
  const day = todayOf(deps);
  let sent = 0;
  for (const photographer of await photographersWithDue(deps.db, day)) {
    const queued = await withTransaction(deps.db, async (tx) => {
      if (!(await claimDigest(tx, photographer.photographerId, day))) return false;
      const due = await dueFollowUps(tx, photographer.photographerId, day, DIGEST_ITEMS);
      if (due.length === 0) return false;
      await deps.mailer.send(
        {
          to: photographer.email,
          template: 'follow-up-digest',
          content: followUpDigestEmail({
            name: photographer.firstName,
            total: due[0]!.total,
            items: due.map((r) => ({
              clientName: r.clientName,
              note: r.note,
              due: r.dueOn === day ? 'today' : `since ${formatDate(r.dueOn)}`,
            })),
            url: `${deps.publicUrl}/studio`,
          }),
          meta: { followUpDigest: day, forPhotographer: photographer.photographerId },
        },
        { db: tx },
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
