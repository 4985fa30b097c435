import { describe, expect, it } from 'vitest';
import { createTermiiGateway, SmsSendError } from './termii.client.ts';

const config = { apiKey: 'TLsecret', senderId: 'Aworan', baseUrl: 'https://termii.test' };
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Termii gateway', () => {
  it('posts the documented body and returns the message id', async () => {
    let sent: { url: string; body: Record<string, unknown> } | undefined;
    const gateway = createTermiiGateway(config, async (url, init) => {
      sent = { url: String(url), body: JSON.parse(String(init?.body)) };
      return answer(200, { code: 'ok', message_id: 9080, message: 'Successfully Sent', balance: 5 })();
    });
    expect(await gateway.send('+2348031234567', 'Hello')).toEqual({ messageId: '9080' });
    expect(sent).toEqual({
      url: 'https://termii.test/api/sms/send',
      body: {
        api_key: 'TLsecret',
        to: '2348031234567',
        from: 'Aworan',
        sms: 'Hello',
        type: 'plain',
        channel: 'dnd',
      },
    });
  });

  it.each([
    ['a 4xx', answer(400, { message: 'Insufficient balance' }), false, 'Insufficient balance'],
    [
      'a 200 without code ok',
      answer(200, { code: 'error', message: 'Number on DND' }),
      false,
      'Number on DND',
    ],
    ['a 5xx', answer(503, { message: 'Service Unavailable' }), true, 'HTTP 503'],
    [
      'a timeout',
      async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
      true,
      'could not be reached',
    ],
  ] as const)(
    'fails on %s, retryable: %s, with the reason and never the key',
    async (_what, fetchFn, retryable, said) => {
      const error = await createTermiiGateway(config, fetchFn as typeof fetch)
        .send('+2348031234567', 'Hello')
        .catch((err: unknown) => err);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ retryable });
      expect((error as Error).message).toContain(said);
      expect((error as Error).message).not.toContain('TLsecret');
    },
  );
});
