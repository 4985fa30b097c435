import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import {
  closeUnpaidRemainder,
  createAndSendInvoice,
  INVOICE_PAYMENT_PURPOSE,
  invoicingDeps,
  lockedInvoiceMoney,
  moveLastInstalmentDue,
  onInvoicePayment,
  refundRecordedPayments,
  voidIfUnpaid,
} from '../invoicing/invoicing.service.ts';
import { provideMessageLink } from '../messages/message-links.service.ts';
import { refundableOnline } from '../payments/refunds.service.ts';
import { registerBookingClientRecords } from './booking-client-records.ts';
import { bookingContractTerms } from './booking-links.service.ts';
import { manageBookingRoutes } from './booking-manage.routes.ts';
import { managedBooking } from './booking-manage.service.ts';
import { registerBookingPagePreview } from './booking-page-preview.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { findBookingByManageToken } from './bookings.repository.ts';
import {
  completeEndedSessions,
  depositPaidForInvoice,
  expireUnconfirmed,
  releaseExpiredHolds,
} from './bookings.service.ts';
import type { DepositPort } from './deposit-port.ts';
import { publicBookingInfo } from './public-booking.service.ts';
import { bookingRoutes, publicBookingRoutes, schedulingSettingsRoutes } from './scheduling.routes.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/** Every minute: holds whose 30 minutes ran out, requests unconfirmed at their start; reminders 24 h and 2 h before (Africa/Lagos cron). */
export const BOOKING_HOLDS_JOB = 'booking-holds';
export const BOOKING_REMINDERS_JOB = 'booking-reminders';
export const EVERY_MINUTE = '* * * * *';
export const EVERY_FIVE_MINUTES = '*/5 * * * *';

/** The services' dependencies on this app. */
export function schedulingDeps(api: FastifyInstance, opts: { publicUrl: string }): () => SchedulingDeps {
  const base = () => ({
    mailer: api.mailer,
    sms: api.sms,
    storage: api.storage,
    log: api.log,
    publicUrl: opts.publicUrl,
  });
  const billing = (tx: Db) => ({ ...invoicingDeps(api, opts.publicUrl), db: tx });
  // The deposit is the first instalment of an ordinary invoice for the session (decision 143).
  const deposits: DepositPort = {
    createDepositInvoice: async (tx, input) => {
      const full = input.depositPercent >= 100;
      const invoice = await createAndSendInvoice(billing(tx), {
        photographerId: input.photographerId,
        client: {
          id: input.clientId,
          name: input.clientName,
          email: input.clientEmail,
          ...(input.clientPhone ? { phone: input.clientPhone } : {}),
        },
        items: [{ description: input.description, quantity: 1, unitKobo: input.priceKobo }],
        // VAT follows the photographer's setting, as on every invoice (decision 200).
        ...(full
          ? { dueDate: input.today }
          : {
              schedule: [
                {
                  label: `Deposit (${input.depositPercent}%)`,
                  kind: 'percent' as const,
                  percentBp: input.depositPercent * 100,
                  dueDate: input.today,
                },
                {
                  label: 'Balance',
                  kind: 'percent' as const,
                  percentBp: (100 - input.depositPercent) * 100,
                  // Each instalment falls due after the one before: a session booked for today
                  // has its balance due the next day.
                  dueDate: input.sessionDate > input.today ? input.sessionDate : addDays(input.today, 1),
                },
              ],
            }),
      });
      return {
        invoiceId: invoice.id,
        payUrl: invoice.publicUrl ?? '',
        depositKobo: full ? invoice.totalKobo : (invoice.schedule[0]?.amountKobo ?? invoice.totalKobo),
      };
    },
    voidDepositInvoice: async (tx, photographerId, invoiceId, reason) => {
      await voidIfUnpaid(billing(tx), photographerId, invoiceId, reason);
    },
    closeSessionInvoice: async (tx, photographerId, invoiceId, reason, refunding) => {
      await closeUnpaidRemainder(billing(tx), photographerId, invoiceId, reason, { refunding });
    },
    sessionMoney: (tx, photographerId, invoiceId) => lockedInvoiceMoney(tx, photographerId, invoiceId),
    contractTerms: (tx, photographerId, bookingId, feeKobo) =>
      bookingContractTerms(tx, photographerId, bookingId, feeKobo),
    onlineRefundable: (tx, invoiceId) => refundableOnline(tx, INVOICE_PAYMENT_PURPOSE, invoiceId),
    refundRecorded: (tx, photographerId, invoiceId, amountKobo, reason) =>
      refundRecordedPayments(billing(tx), tx, photographerId, invoiceId, amountKobo, reason),
    refundOnline: async (actor, paymentId, amountKobo, reason) => {
      await api.payments.refund(actor, paymentId, { amountKobo, reason });
    },
    moveBalanceDue: async (tx, photographerId, invoiceId, sessionDate, today) => {
      await moveLastInstalmentDue(tx, photographerId, invoiceId, sessionDate, today);
    },
  };
  const deps = (): SchedulingDeps => ({
    ...base(),
    db: api.db,
    deposits,
  });
  return deps;
}

/**
 * The scheduling module inside /api: the photographer's settings (/api/scheduling), the
 * appointments (/api/bookings), public booking and the calendar feed (/api/public/...), the
 * hold-release and reminder jobs, and its entries in the clients module's registries.
 */
export async function schedulingModule(api: FastifyInstance, opts: { publicUrl: string }) {
  const deps = schedulingDeps(api, opts);
  onInvoicePayment('scheduling-deposit', (tx, invoice) =>
    depositPaidForInvoice(deps(), tx, invoice.id, invoice.paidKobo),
  );
  registerBookingClientRecords();
  // The booking's manage link also opens the client's conversation with the photographer.
  provideMessageLink('booking', async (db, token) => {
    const row = await findBookingByManageToken(db, token);
    return row && { photographerId: row.photographerId, clientId: row.clientId };
  });
  await api.register(schedulingSettingsRoutes, { prefix: '/scheduling', deps });
  await api.register(bookingRoutes, { prefix: '/bookings', deps });
  await api.register(publicBookingRoutes, { prefix: '/public', deps });
  await api.register(manageBookingRoutes, { prefix: '/public/bookings', deps });
  // The booking page (/book/<slug>) is rendered on the server from the same read as its API
  // (not public data: never kept); the client's manage page (/b/<token>) likewise.
  if (api.hasDecorator('site')) {
    api.site.addPublicReaders({
      'scheduling.publicInfo': ({ slug }) => publicBookingInfo(deps(), slug),
      'scheduling.manage': ({ token }) => managedBooking(deps(), token),
    });
    registerBookingPagePreview(api, deps);
    api.site.addPageMetaResolver(async (path) =>
      path.startsWith('/b/')
        ? {
            title: 'Your booking',
            description: 'See, move or cancel your photography session.',
            image: '',
            type: 'website',
            noindex: true,
          }
        : undefined,
    );
  }
  api.jobs.recurring(BOOKING_HOLDS_JOB, EVERY_MINUTE, async () => {
    const n = await releaseExpiredHolds(deps());
    if (n) api.log.info({ holds: n }, 'unpaid booking holds released');
    const lapsed = await expireUnconfirmed(deps());
    if (lapsed) api.log.info({ bookings: lapsed }, 'unconfirmed requests cancelled at their start');
    const done = await completeEndedSessions(deps());
    if (done) api.log.info({ bookings: done }, 'ended sessions marked completed');
  });
  api.jobs.recurring(BOOKING_REMINDERS_JOB, EVERY_FIVE_MINUTES, async () => {
    const n = await sendDueReminders(deps());
    if (n) api.log.info({ reminders: n }, 'booking reminders queued');
  });
}
