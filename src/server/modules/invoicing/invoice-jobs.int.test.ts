import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { draft, invoicingTestKit } from '../../../../tests/invoicing-test-kit.ts';
import { markOverdueInvoices, sendDueReminders } from './invoicing.service.ts';

describe('invoicing jobs: overdue and reminders', () => {
  const kit = invoicingTestKit();
  const { call, create, deps } = kit;

  it('overdue and reminder jobs follow the Lagos calendar; none for paid, void or opted-out invoices', async () => {
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
    const base = draft({
      clientEmail: 'remind@example.test',
      issueDate: '2026-01-01',
      dueDate: '2026-01-15',
    });
    const open = await create(base, p, true);
    const optedOut = await create({ ...base, remindersEnabled: false }, p, true);
    const paid = await create(base, p, true);
    await call(p, 'POST', `/api/invoices/${paid.id}/payments`, {
      amountKobo: paid.totalKobo,
      method: 'cash',
    });
    const voided = await create(base, p, true);
    await call(p, 'POST', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' });

    const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+01:00`);
    const reminders = () =>
      kit.t.app.db.query.notificationOutbox
        .findMany()
        .then((rows) =>
          rows.filter((r) => r.template === 'invoice-reminder' && r.to === 'remind@example.test'),
        );
    // 3 days before: one reminder (the opted-out, paid and void ones get none); a second run sends nothing.
    expect(await atTime(at('2026-01-12'), () => sendDueReminders(deps()))).toBeGreaterThanOrEqual(1);
    expect(await atTime(at('2026-01-12'), () => sendDueReminders(deps()))).toBe(0);
    expect(await reminders()).toHaveLength(1);
    await atTime(at('2026-01-13'), () => sendDueReminders(deps()));
    expect(await reminders()).toHaveLength(1);
    await atTime(at('2026-01-15'), () => sendDueReminders(deps()));
    expect((await reminders()).map((r) => r.subject)).toContain(`Reminder: invoice ${open.number} due today`);

    // Overdue: not on the due date itself, from the next Lagos day on (23:30 UTC on the 15th is the 16th in Lagos).
    await atTime(at('2026-01-15', '23:00'), () => markOverdueInvoices(deps()));
    expect((await call(p, 'GET', `/api/invoices/${open.id}`)).json().invoice.status).toBe('sent');
    await atTime(new Date('2026-01-15T23:30:00Z'), () => markOverdueInvoices(deps()));
    const states = await Promise.all(
      [open, optedOut, paid, voided].map(
        async (i) => (await call(p, 'GET', `/api/invoices/${i.id}`)).json().invoice.status,
      ),
    );
    expect(states).toEqual(['overdue', 'overdue', 'paid', 'void']);
    await atTime(at('2026-01-22'), () => sendDueReminders(deps()));
    expect(await reminders()).toHaveLength(3);
    const history = (await call(p, 'GET', `/api/invoices/${open.id}`))
      .json()
      .invoice.history.map((h: { kind: string }) => h.kind);
    expect(history.filter((k: string) => k === 'reminder')).toHaveLength(3);
    expect(history).toContain('overdue');
    const summary = (await call(p, 'GET', '/api/invoices')).json().summary;
    expect(summary.overdueKobo).toBe(open.totalKobo + optedOut.totalKobo);
  });
});
