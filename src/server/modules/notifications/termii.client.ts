import { z } from 'zod';
import type { TermiiConfig } from '../../config.ts';

/** A call that has not answered in this time is abandoned (and retried by the delivery job). */
const CALL_TIMEOUT_MS = 15_000;

/**
 * Why a send failed. `retryable`: a 5xx, a timeout or a network error, which the delivery job
 * retries; a 4xx (a refused number, a bad key, no balance) will not succeed on a retry.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Termii's answer to a send it accepted (design/termii.md). */
const sentSchema = z.object({
  code: z.literal('ok'),
  message_id: z.union([z.string(), z.number()]).transform(String),
  message: z.string().optional(),
  balance: z.union([z.number(), z.string()]).optional(),
});

export interface SmsGateway {
  /** Sends one text to one number (E.164, +234…); resolves with the gateway's message id. */
  send(to: string, text: string): Promise<{ messageId: string }>;
}

/**
 * Termii's Messaging API: `POST {base}/api/sms/send` with the key in the body. Transactional
 * texts (confirmations, reminders) take the `dnd` channel, the only one that reaches numbers on
 * Do-Not-Disturb (design/termii.md). The key is a secret: it is never logged nor in an error.
 */
export function createTermiiGateway(config: TermiiConfig, doFetch: typeof fetch = fetch): SmsGateway {
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await doFetch(`${config.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: config.apiKey,
            to: to.replace(/^\+/, ''),
            from: config.senderId,
            sms: text,
            type: 'plain',
            channel: 'dnd',
          }),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsSendError(`Termii could not be reached: ${(err as Error).message}`, true);
      }
      const json: unknown = await response.json().catch(() => undefined);
      const parsed = sentSchema.safeParse(json);
      if (response.ok && parsed.success) return { messageId: parsed.data.message_id };
      const said =
        json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
          ? json.message
          : 'an unexpected answer';
      throw new SmsSendError(
        `Termii refused the SMS (HTTP ${response.status}): ${said}`,
        response.status >= 500,
      );
    },
  };
}
