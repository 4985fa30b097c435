import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

describe('photographer payouts and the platform fee, through a (fake) Paystack', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    fake = await startFakePaystack();
    fake.bankPageSize = 3; // the bank list spans pages: the server must follow the cursor
    fake.addAccount('058', '0123456789', 'ADAEZE OKAFOR');
    fake.addAccount('044', '2222222222', 'ADAEZE OKAFOR STUDIO');
    t = await createTestApp({
      paystack: {
        secretKey: fake.secretKey,
        publicKey: 'pk_test_x',
        baseUrl: fake.url,
        webhookSecrets: [fake.secretKey],
      },
    });
    photographer = await signInAs(t.app, 'approvedPhotographer');
    other = await signInAs(t.app, 'approvedPhotographer');
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (
    user: SignedInUser | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  it('says online payments are on, in test mode, to anyone', async () => {
    const res = await call(undefined, 'GET', PAYMENTS_API.status);
    expect(res.json()).toEqual({ online: true, testMode: true });
  });

  it('lists every Nigerian bank for a photographer, and nobody else', async () => {
    const res = await call(photographer, 'GET', PAYMENTS_API.banks);
    expect(res.statusCode).toBe(200);
    expect(res.json().banks.map((b: { code: string }) => b.code)).toContain('999992');
    expect(res.json().banks).toHaveLength(8);
    expect((await call(undefined, 'GET', PAYMENTS_API.banks)).statusCode).toBe(401);
    const customer = await signInAs(t.app, 'customer');
    expect((await call(customer, 'GET', PAYMENTS_API.banks)).statusCode).toBe(403);
  });

  it('shows the account name for confirmation, and says clearly when an account cannot be confirmed', async () => {
    const ok = await call(photographer, 'POST', PAYMENTS_API.resolveAccount, {
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(ok.json()).toEqual({ accountName: 'ADAEZE OKAFOR' });
    const unknown = await call(photographer, 'POST', PAYMENTS_API.resolveAccount, {
      bankCode: '058',
      accountNumber: '0000000001',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields.accountNumber).toContain('This account could not be confirmed');
    const short = await call(photographer, 'POST', PAYMENTS_API.resolveAccount, {
      bankCode: '058',
      accountNumber: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.accountNumber).toBe('Enter the 10-digit account number (NUBAN)');
    const noBank = await call(photographer, 'POST', PAYMENTS_API.resolveAccount, {
      bankCode: '123456',
      accountNumber: '0123456789',
    });
    expect(noBank.json().fields.bankCode).toBe('Choose your bank');
  });

  it('creates the subaccount with the platform fee, then updates the same one when the account changes', async () => {
    expect((await call(photographer, 'GET', PAYMENTS_API.payoutAccount)).json()).toEqual({
      account: null,
      canReceiveOnline: false,
    });
    expect(
      (await call(admin, 'PUT', PAYMENTS_API.adminSettings, { platformFeePercent: 2.5 })).json(),
    ).toEqual({ platformFeePercent: 2.5 });

    const saved = await call(photographer, 'PUT', PAYMENTS_API.payoutAccount, {
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      canReceiveOnline: true,
      account: {
        bankName: 'Guaranty Trust Bank',
        accountName: 'ADAEZE OKAFOR',
        accountNumber: '0123456789',
        mode: 'test',
      },
    });
    expect(fake.subaccounts.size).toBe(1);
    const [code, sub] = [...fake.subaccounts.entries()][0]!;
    expect(sub).toMatchObject({
      settlement_bank: '058',
      account_number: '0123456789',
      percentage_charge: 2.5,
    });

    const changed = await call(photographer, 'PUT', PAYMENTS_API.payoutAccount, {
      bankCode: '044',
      accountNumber: '2222222222',
    });
    expect(changed.json().account).toMatchObject({
      bankName: 'Access Bank',
      accountName: 'ADAEZE OKAFOR STUDIO',
    });
    expect(fake.subaccounts.size).toBe(1);
    expect(fake.subaccounts.get(code)).toMatchObject({
      settlement_bank: '044',
      account_number: '2222222222',
    });
  });

  it('keeps each photographer’s payout account to themselves', async () => {
    expect((await call(other, 'GET', PAYMENTS_API.payoutAccount)).json().account).toBeNull();
  });

  it('saves nothing when Paystack refuses the account', async () => {
    const res = await call(other, 'PUT', PAYMENTS_API.payoutAccount, {
      bankCode: '058',
      accountNumber: '0000000001',
    });
    expect(res.statusCode).toBe(422);
    expect((await call(other, 'GET', PAYMENTS_API.payoutAccount)).json().account).toBeNull();
  });

  it('lets only a super admin set the fee, within 0–50% and two decimals', async () => {
    expect(
      (await call(photographer, 'PUT', PAYMENTS_API.adminSettings, { platformFeePercent: 1 })).statusCode,
    ).toBe(403);
    const negative = await call(admin, 'PUT', PAYMENTS_API.adminSettings, { platformFeePercent: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.platformFeePercent).toBe('The fee cannot be negative');
    const precise = await call(admin, 'PUT', PAYMENTS_API.adminSettings, { platformFeePercent: 1.234 });
    expect(precise.json().fields.platformFeePercent).toBe('Use at most two decimals');
    expect((await call(admin, 'GET', PAYMENTS_API.adminSettings)).json()).toEqual({
      platformFeePercent: 2.5,
    });
  });
});

describe('without Paystack keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hides online payment and answers the payout calls with a clear refusal', async () => {
    expect((await t.app.inject({ method: 'GET', url: PAYMENTS_API.status })).json()).toEqual({
      online: false,
      testMode: false,
    });
    const photographer = await signInAs(t.app, 'approvedPhotographer');
    const res = await t.app.inject({ method: 'GET', url: PAYMENTS_API.banks, headers: photographer.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('bank transfer');
  });
});
