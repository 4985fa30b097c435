import { describe, expect, it } from 'vitest';
import { draft, invoicingTestKit, item, pdfText } from '../../../../tests/invoicing-test-kit.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoicing.ts';

describe('invoicing API: payments recorded by the photographer', () => {
  const kit = invoicingTestKit();
  const { call, create } = kit;

  it('records partial payments, shows the balance, pays in full, reverses with a reason', async () => {
    const inv = await create(
      draft({ clientEmail: 'kemi@example.test', items: [item('Event', 1, 100_000_00)], vatEnabled: false }),
      kit.ade,
      true,
    );
    const over = await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 100_000_01,
      method: 'cash',
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(INVOICE_MESSAGES.overpaid);
    const part = await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 40_000_00,
      method: 'pos',
      note: 'Deposit',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json().invoice).toMatchObject({
      status: 'sent',
      paidKobo: 40_000_00,
      balanceKobo: 60_000_00,
    });

    const before = kit.smtp.received.length;
    const rest = await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 60_000_00,
      method: 'bank_transfer',
    });
    const paid = rest.json().invoice;
    expect(paid).toMatchObject({ status: 'paid', balanceKobo: 0 });
    const receiptNumber = paid.payments[1].receiptNumber;
    expect(receiptNumber).toMatch(/^RCT-\d{4}$/);
    await expect
      .poll(() => kit.smtp.received.slice(before).some((m) => m.subject?.startsWith('Receipt')))
      .toBe(true);
    const mail = kit.smtp.received.slice(before).find((m) => m.subject?.startsWith('Receipt'));
    expect(mail?.subject).toBe(
      `Receipt ${receiptNumber} from Ade Studio: ₦60,000.00 for invoice ${inv.number}`,
    );
    const receipt = pdfText(mail!.attachments[0]!.content);
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain('₦100,000.00');
    expect(receipt).toContain('PAID IN FULL');

    // No more payments on a paid invoice; a reversal reopens it, and is itself recorded.
    expect(
      (await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 1, method: 'cash' }))
        .statusCode,
    ).toBe(409);
    const paymentId = paid.payments[1].id;
    expect(
      (await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, { reason: '' }))
        .statusCode,
    ).toBe(400);
    const reversed = (
      await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, {
        reason: 'Transfer bounced',
      })
    ).json().invoice;
    expect(reversed).toMatchObject({ status: 'sent', paidKobo: 40_000_00, balanceKobo: 60_000_00 });
    expect(reversed.payments).toHaveLength(2);
    // The reversed payment keeps its receipt.
    expect(reversed.payments[1]).toMatchObject({ reversalReason: 'Transfer bounced', receiptNumber });
    const twice = await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    // Another photographer cannot touch it.
    expect(
      (await call(kit.other, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 1, method: 'cash' }))
        .statusCode,
    ).toBe(404);
    // Paid again: a payment of its own, with the next receipt number.
    const again = (
      await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, {
        amountKobo: 60_000_00,
        method: 'cash',
      })
    ).json().invoice;
    expect(again.status).toBe('paid');
    expect(again.payments[2].receiptNumber).toBe(
      `RCT-${String(Number(receiptNumber.slice(4)) + 1).padStart(4, '0')}`,
    );
  });
});
