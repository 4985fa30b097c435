import type { Jobs } from '../../jobs/job-queue.ts';
import {
  type OnlinePaymentsDeps,
  type SettleOutcome,
  settleOnlinePayment,
} from './online-payments.service.ts';

/**
 * RE-VERIFY (decision 193): a charge whose verify still says pending (Paystack has not settled
 * it yet) is asked about again 1, 5 and 30 minutes later, through the job queue, until Paystack
 * gives a final answer; whatever is still pending after that is the daily reconciliation's.
 */
export const PAYSTACK_REVERIFY_QUEUE = 'paystack-reverify';
export const REVERIFY_AFTER_SECONDS = [60, 300, 1800] as const;

export interface ReverifyJob {
  reference: string;
  /** 1 for the first re-verify. */
  attempt: number;
}

/**
 * Queues re-verify number `attempt` (in the caller's transaction when there is one). Keyed by
 * reference and attempt: a repeated job or a second webhook schedules each attempt once.
 */
export async function scheduleReverify(
  jobs: Pick<Jobs, 'send'>,
  reference: string,
  attempt = 1,
): Promise<boolean> {
  const delaySeconds = REVERIFY_AFTER_SECONDS[attempt - 1];
  if (delaySeconds === undefined) return false;
  await jobs.send<ReverifyJob>(
    PAYSTACK_REVERIFY_QUEUE,
    { reference, attempt },
    {
      delaySeconds,
      key: `${reference}:${attempt}`,
    },
  );
  return true;
}

/** The job: verifies again; still pending, the next attempt is queued. */
export async function reverifyPayment(
  deps: OnlinePaymentsDeps & { jobs: Pick<Jobs, 'send'> },
  job: ReverifyJob,
): Promise<SettleOutcome> {
  const outcome = await settleOnlinePayment(deps, job.reference, 'reverify');
  if (outcome !== 'pending') return outcome;
  if (!(await scheduleReverify(deps.jobs, job.reference, job.attempt + 1))) {
    deps.log.warn(
      { reference: job.reference, attempts: job.attempt },
      'Paystack still says pending: the daily reconciliation will settle this payment',
    );
  }
  return outcome;
}
