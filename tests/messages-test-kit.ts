import { afterAll, beforeAll, expect } from 'vitest';
import { MESSAGE_API, type MessageLinkKind } from '../src/shared/messages.ts';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import { sendInvoiceTo } from './invoicing-test-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A photographer's conversation with one client, reached through the client's invoice link. */
export interface LinkedClient {
  clientId: string;
  token: string;
  email: string;
}

/**
 * The messages integration tests' app: a photographer (Ada Obi), helpers to send an invoice to
 * a client (whose link opens the conversation) and to call the three doors of a conversation.
 */
export function messagesTestKit() {
  const kit = {} as { t: TestApp; owner: SignedInUser };
  let n = 0;
  const call = (
    headers: Record<string, string> | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    kit.t.app.inject({
      method,
      url,
      headers: headers ?? { origin: kit.t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });
  /** A new client of `photographer`, with an invoice sent: the link's token and the client record. */
  const linkedClient = async (
    photographer: SignedInUser = kit.owner,
    name = `Client ${++n}`,
  ): Promise<LinkedClient> => {
    const email = `client-${n}-${Date.now()}@example.ng`;
    const { token } = await sendInvoiceTo(kit.t.app, photographer, email, 50_000_00, name);
    const [row] = await kit.t.app.database.query<{ id: string }>(
      'select id from clients where photographer_id = $1 and email = $2',
      [photographer.id, email],
    );
    expect(row, 'the invoice made a client record').toBeDefined();
    return { clientId: row!.id, token, email };
  };
  const link = (token: string, kind: MessageLinkKind = 'invoice') => MESSAGE_API.byLink(kind, token);
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.owner = await signInAs(kit.t.app, 'approvedPhotographer', { firstName: 'Ada', lastName: 'Obi' });
  });
  afterAll(() => kit.t?.close());
  return Object.assign(kit, { call, linkedClient, link });
}

export { openEventStream } from './event-stream.ts';
