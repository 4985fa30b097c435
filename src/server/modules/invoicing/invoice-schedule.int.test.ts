import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { draft, invoicingTestKit, item, pdfText } from '../../../../tests/invoicing-test-kit.ts';
import { SCHEDULE_MESSAGES } from '../../../shared/invoice-schedule.ts';
import { addDays, lagosDate } from '../../../shared/lagos-time.ts';
import { createAndSendInvoice, markOverdueInvoices, sendDueReminders } from './invoicing.service.ts';

const pct = (percentBp: number, dueDate: string, label = '') => ({
  kind: 'percent',
  percentBp,
  dueDate,
  label,
});
const amt = (amountKobo: number, dueDate: string, label = '') => ({
  kind: 'amount',
  amountKobo,
  dueDate,
  label,
});

/** Payment schedules (instalments, a deposit first), decisions 123–126. */
describe('invoicing API: payment schedules', () => {
  const kit = invoicingTestKit();
  const { call, create, deps } = kit;
  const today = lagosDate();
  const day = (n: number) => addDays(today, n);

  it('adds up to the total exactly: percentages rounded half up, the last one takes the kobo left', async () => {
    // ₦1,074.99 (3 × ₦333.33 with VAT) in three: 33.33 % + 33.33 % + 33.34 %.
    const inv = await create(
      draft({
        items: [item('Prints', 3, 333_33)],
        vatEnabled: true,
        schedule: [pct(3333, day(1)), pct(3333, day(30)), pct(3334, day(60))],
      }),
    );
    expect(inv.totalKobo).toBe(1_074_99);
    expect(inv.schedule.map((i: { amountKobo: number }) => i.amountKobo)).toEqual([358_29, 358_29, 358_41]);
    expect(inv.schedule.reduce((a: number, i: { amountKobo: number }) => a + i.amountKobo, 0)).toBe(1_074_99);
    expect(inv.dueDate).toBe(day(60)); // due with its last instalment
    expect(inv.schedule[0]).toMatchObject({ position: 1, percentBp: 3333, paidKobo: 0, state: 'due' });

    // 3 × 33.33 % is 99.99 %: refused, with what they come to.
    const thirds = await call(
      kit.ade,
      'POST',
      '/api/invoices',
      draft({
        items: [item('Prints', 3, 333_33)],
        vatEnabled: true,
        schedule: [pct(3333, day(1)), pct(3333, day(30)), pct(3333, day(60))],
      }),
    );
    expect(thirds.statusCode).toBe(400);
    expect(thirds.body).toContain(SCHEDULE_MESSAGES.mustAddUp(1_074_99, 1_074_87));

    // An amount and a percentage together: ₦5,000 deposit + 75 % of ₦20,000.
    const mixed = await create(
      draft({
        items: [item('Event', 1, 20_000_00)],
        vatEnabled: false,
        schedule: [amt(5_000_00, day(0), 'Deposit'), pct(7500, day(14))],
      }),
    );
    expect(mixed.schedule.map((i: { amountKobo: number }) => i.amountKobo)).toEqual([5_000_00, 15_000_00]);

    // VAT left to the photographer's setting: the server checks against the real total.
    const vatDefault = await call(
      kit.ade,
      'POST',
      '/api/invoices',
      draft({
        items: [item('Event', 1, 20_000_00)],
        schedule: [amt(10_000_00, day(0)), amt(10_000_00, day(9))],
      }),
    );
    expect(vatDefault.statusCode).toBe(400);
    expect(vatDefault.body).toContain(SCHEDULE_MESSAGES.mustAddUp(21_500_00, 20_000_00));
  });

  it('createAndSendInvoice: other modules bill a booking deposit in one call', async () => {
    const invoice = await createAndSendInvoice(deps(), {
      photographerId: kit.ade.id,
      client: { name: 'Femi Ojo', email: 'Femi@Booking.test' },
      items: [item('Wedding booking', 1, 400_000_00)],
      vatEnabled: false,
      schedule: [
        { label: 'Deposit', kind: 'percent', percentBp: 3000, dueDate: day(0) },
        { label: 'Balance', kind: 'percent', percentBp: 7000, dueDate: day(45) },
      ],
    });
    expect(invoice).toMatchObject({ status: 'sent', clientEmail: 'femi@booking.test', dueDate: day(45) });
    expect(invoice.number).toMatch(/^INV-\d{4}$/);
    expect(invoice.schedule.map((i) => [i.label, i.amountKobo])).toEqual([
      ['Deposit', 120_000_00],
      ['Balance', 280_000_00],
    ]);
    const [mail] = await emailsTo(kit.t.app, 'femi@booking.test');
    expect(mail!.subject).toBe(`Invoice ${invoice.number} from Ade Studio`);
    // The dialog's rules and messages, as an HttpError 400.
    await expect(
      createAndSendInvoice(deps(), {
        photographerId: kit.ade.id,
        client: { name: 'Femi Ojo', email: 'femi@booking.test' },
        items: [item('Wedding booking', 1, 400_000_00)],
        vatEnabled: false,
        schedule: [
          { kind: 'percent', percentBp: 3000, dueDate: day(0) },
          { kind: 'percent', percentBp: 6000, dueDate: day(45) },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses schedules that break a rule, with the rule’s message', async () => {
    const body = (schedule: unknown[]) =>
      draft({ items: [item('Event', 1, 60_000)], vatEnabled: false, issueDate: today, schedule });
    const refused = async (schedule: unknown[], message: string) => {
      const res = await call(kit.ade, 'POST', '/api/invoices', body(schedule));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused(
      Array.from({ length: 7 }, (_, i) => amt(10_000, day(i))),
      SCHEDULE_MESSAGES.tooMany,
    );
    await refused([amt(60_000, day(1))], SCHEDULE_MESSAGES.tooFew);
    await refused([amt(30_000, day(5)), amt(30_000, day(5))], SCHEDULE_MESSAGES.dueOrder);
    await refused([amt(30_000, day(-1)), amt(30_000, day(5))], SCHEDULE_MESSAGES.dueBeforeIssue);
    await refused(
      [{ kind: 'amount', dueDate: day(1) }, amt(30_000, day(5))],
      SCHEDULE_MESSAGES.amountRequired,
    );
    await refused([amt(0, day(1)), amt(60_000, day(5))], SCHEDULE_MESSAGES.tooSmall);
    // Six is the most.
    const six = await create(body(Array.from({ length: 6 }, (_, i) => amt(10_000, day(i)))));
    expect(six.schedule).toHaveLength(6);
    // A draft's schedule is replaced at each save, and can be removed.
    const edited = await call(kit.ade, 'PUT', `/api/invoices/${six.id}`, body([]));
    expect(edited.json().invoice.schedule).toEqual([]);
  });

  it('applies recorded payments to the oldest unpaid instalment first; a reversal gives it back', async () => {
    const inv = await create(
      draft({
        clientEmail: 'oldest@example.test',
        items: [item('Wedding', 1, 300_000_00)],
        vatEnabled: false,
        schedule: [pct(3000, day(0), 'Deposit'), pct(3000, day(20)), pct(4000, day(40), 'Balance')],
      }),
      kit.ade,
      true,
    );
    const pay = (amountKobo: number) =>
      call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo, method: 'bank_transfer' });
    const first = (await pay(120_000_00)).json().invoice;
    expect(first.schedule.map((i: { paidKobo: number; state: string }) => [i.paidKobo, i.state])).toEqual([
      [90_000_00, 'paid'],
      [30_000_00, 'part_paid'],
      [0, 'due'],
    ]);
    expect(first.status).toBe('sent');
    expect(first.history.map((h: { detail: string }) => h.detail)).toContain('Deposit paid');
    const reversed = (
      await call(kit.ade, 'POST', `/api/invoices/${inv.id}/payments/${first.payments[0].id}/reverse`, {
        reason: 'Bounced',
      })
    ).json().invoice;
    expect(reversed.schedule.map((i: { paidKobo: number }) => i.paidKobo)).toEqual([0, 0, 0]);
    // The deposit is due today: not yet overdue.
    expect(reversed.status).toBe('sent');
  });

  it('shows the schedule on the client’s page and the PDF, and mentions the first instalment in the email', async () => {
    const inv = await create(
      draft({
        clientEmail: 'shown@example.test',
        items: [item('Portraits', 1, 100_000_00)],
        vatEnabled: false,
        schedule: [pct(5000, day(2), 'Deposit'), pct(5000, day(30), 'Balance')],
      }),
      kit.ade,
      true,
    );
    const token = inv.publicUrl.split('/i/')[1];
    const page = (await call(null, 'GET', `/api/public/invoices/${token}`)).json().invoice;
    expect(page.schedule).toEqual([
      {
        position: 1,
        label: 'Deposit',
        amountKobo: 50_000_00,
        percentBp: 5000,
        dueDate: day(2),
        paidKobo: 0,
        state: 'due',
      },
      {
        position: 2,
        label: 'Balance',
        amountKobo: 50_000_00,
        percentBp: 5000,
        dueDate: day(30),
        paidKobo: 0,
        state: 'due',
      },
    ]);
    const pdf = await call(null, 'GET', `/api/public/invoices/${token}/pdf`);
    const text = pdfText(pdf.rawPayload);
    for (const s of ['PAYMENT SCHEDULE', 'Deposit', 'Balance', '₦50,000.00']) expect(text).toContain(s);
    const [mail] = await emailsTo(kit.t.app, 'shown@example.test');
    expect(mail!.text).toContain('It is paid in instalments: first, ₦50,000.00 (Deposit)');
  });

  it('reminds and goes overdue per instalment, on the Lagos calendar, and is current again once the late one is paid', async () => {
    const p = kit.ade;
    const inv = await create(
      draft({
        clientEmail: 'instalments@example.test',
        items: [item('Event', 1, 80_000_00)],
        vatEnabled: false,
        issueDate: today,
        schedule: [pct(2500, day(5), 'Deposit'), pct(7500, day(40))],
      }),
      p,
      true,
    );
    const at = (date: string) => new Date(`${date}T10:00:00+01:00`);
    const reminders = async () =>
      (await emailsTo(kit.t.app, 'instalments@example.test')).filter(
        (m) => m.template === 'invoice-reminder',
      );

    // 3 days before the deposit: one reminder for it, once.
    expect(await atTime(at(day(2)), () => sendDueReminders(deps()))).toBeGreaterThanOrEqual(1);
    await atTime(at(day(2)), () => sendDueReminders(deps()));
    expect((await reminders()).map((m) => m.subject)).toEqual([
      `Reminder: Deposit of invoice ${inv.number} due in 3 days`,
    ]);
    expect((await reminders())[0]!.text).toContain('₦20,000.00 (Deposit)');

    // The day after the deposit's date the invoice is overdue, though its last date is far off.
    await atTime(at(day(6)), () => markOverdueInvoices(deps()));
    const overdue = (await call(p, 'GET', `/api/invoices/${inv.id}`)).json().invoice;
    expect(overdue.status).toBe('overdue');
    expect(overdue.schedule.map((i: { state: string }) => i.state)).toEqual(['due', 'due']); // read today
    expect(overdue.history.map((h: { detail: string }) => h.detail)).toContain(
      `Deposit due ${new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day(5)}T00:00:00Z`))}; now overdue`,
    );

    // The deposit paid: the invoice is current again (the next instalment is not yet due).
    const paid = (
      await call(p, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 20_000_00, method: 'cash' })
    ).json().invoice;
    expect(paid.status).toBe('sent');
    expect(paid.balanceKobo).toBe(60_000_00);

    // No reminder for the paid deposit 7 days after its date; the next instalment's come on its own dates.
    await atTime(at(day(12)), () => sendDueReminders(deps()));
    expect(await reminders()).toHaveLength(1);
    await atTime(at(day(37)), () => sendDueReminders(deps()));
    await atTime(at(day(40)), () => sendDueReminders(deps()));
    expect((await reminders()).map((m) => m.subject).sort()).toEqual(
      [
        `Reminder: Deposit of invoice ${inv.number} due in 3 days`,
        `Reminder: Balance of invoice ${inv.number} due in 3 days`,
        `Reminder: Balance of invoice ${inv.number} due today`,
      ].sort(),
    );
  });
});
