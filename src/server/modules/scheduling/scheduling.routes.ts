import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelInputSchema, cancelQuoteSchema } from '../../../shared/cancellation-terms.ts';
import {
  availabilityInputSchema,
  bookingInputSchema,
  bookingListSchema,
  bookingSchema,
  dateString,
  overrideInputSchema,
  overrideSchema,
  publicBookingInfoSchema,
  publicBookingResultSchema,
  rescheduleInputSchema,
  SCHEDULING_MESSAGES,
  schedulingSettingsSchema,
  sessionTypeInputSchema,
  sessionTypeSchema,
  slotsQuerySchema,
  slotsSchema,
} from '../../../shared/scheduling.ts';
import { safeText } from '../../../shared/text.ts';
import { requireOwnedInput, requireOwnedParam } from '../../lib/access.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import { bookingFor, listBookings } from './booking-access.ts';
import { cancelBooking, cancelQuote } from './booking-cancel.service.ts';
import { confirmBooking, createBooking, rescheduleBooking, slotsForBooking } from './bookings.service.ts';
import { calendarFeed, publicBook, publicBookingInfo, publicSlots } from './public-booking.service.ts';
import {
  addSessionType,
  editSessionType,
  freeSlots,
  getSchedulingSettings,
  regenerateFeedToken,
  removeOverride,
  type SchedulingDeps,
  saveAvailability,
  saveOverride,
} from './scheduling.service.ts';

export interface SchedulingRouteOptions {
  deps: () => SchedulingDeps;
}

const tags = ['scheduling'];
const idParams = z.object({ id: z.uuid(SCHEDULING_MESSAGES.notFound) });
const errorDoc = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  /** The form field the refusal is about (a start past the booking window: beyondHorizon). */
  fields: z.record(z.string(), z.string()).optional(),
});

/** The photographer's settings (/api/scheduling/...): session types, hours, dates off, feed. */
export const schedulingSettingsRoutes: FastifyPluginAsyncZod<SchedulingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  app.addHook('onRequest', app.requireApprovedPhotographer);
  const scope = app.withTypeProvider<ZodTypeProvider>();
  const me = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request).userId;

  scope.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'My session types, hours and dates off',
        response: { 200: schedulingSettingsSchema },
      },
    },
    async (request) => getSchedulingSettings(deps(), me(request)),
  );
  scope.put(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Save weekly hours, time zone, notice and how far ahead clients may book',
        body: availabilityInputSchema,
        response: { 200: schedulingSettingsSchema },
      },
    },
    async (request) => saveAvailability(deps(), me(request), request.body),
  );
  scope.post(
    '/session-types',
    {
      schema: {
        tags,
        summary: 'Add a session type',
        body: sessionTypeInputSchema,
        response: { 201: z.object({ sessionType: sessionTypeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ sessionType: await addSessionType(deps(), me(request), request.body) }),
  );
  scope.put(
    '/session-types/:id',
    {
      preHandler: requireOwnedParam(app.db, 'scheduling.sessionType'),
      schema: {
        tags,
        summary: 'Edit a session type (Active off hides it from new bookings)',
        params: idParams,
        body: sessionTypeInputSchema,
        response: { 200: z.object({ sessionType: sessionTypeSchema }) },
      },
    },
    async (request) => ({
      sessionType: await editSessionType(deps(), me(request), request.params.id, request.body),
    }),
  );
  scope.post(
    '/overrides',
    {
      schema: {
        tags,
        summary: 'Set the hours of one date (no hours: a day off)',
        body: overrideInputSchema,
        response: { 201: z.object({ override: overrideSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ override: await saveOverride(deps(), me(request), request.body) }),
  );
  scope.delete(
    '/overrides/:id',
    {
      preHandler: requireOwnedParam(app.db, 'scheduling.override'),
      schema: { tags, summary: 'Remove a date override', params: idParams },
    },
    async (request, reply) => {
      await removeOverride(deps(), me(request), request.params.id);
      return reply.status(204).send();
    },
  );
  scope.post(
    '/feed-token',
    {
      schema: {
        tags,
        summary: 'A new private calendar feed address (the old one stops working)',
        response: { 200: z.object({ feedUrl: z.string() }) },
      },
    },
    async (request) => ({ feedUrl: await regenerateFeedToken(deps(), me(request)) }),
  );
  scope.get(
    '/slots',
    {
      preHandler: requireOwnedInput(app.db, 'scheduling.booking', 'excludeBookingId', 'query'),
      schema: {
        tags,
        summary: 'Free starts of one of my session types',
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema },
      },
    },
    async (request) => freeSlots(deps().db, me(request), { ...request.query, ignoreNotice: true }),
  );
};

/** Appointments (/api/bookings): a photographer's own, a client's own. */
export const bookingRoutes: FastifyPluginAsyncZod<SchedulingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const scope = app.withTypeProvider<ZodTypeProvider>();

  scope.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My appointments (as photographer or as client)',
        response: { 200: bookingListSchema },
      },
    },
    async (request) => listBookings(deps(), viewerOf(request)),
  );
  scope.post(
    '/',
    {
      onRequest: app.requireApprovedPhotographer,
      schema: {
        tags,
        summary: 'Book a session for a client (Book Appointment)',
        body: bookingInputSchema,
        response: { 201: z.object({ booking: bookingSchema, message: z.string() }), 409: errorDoc },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await createBooking(deps(), {
        photographerId: viewer.userId,
        input: request.body,
        byPhotographer: true,
        customerUserId: null,
      });
      return reply
        .status(201)
        .send({ booking: await bookingFor(deps(), { viewer }, row.id), message: SCHEDULING_MESSAGES.booked });
    },
  );
  scope.post(
    '/:id/confirm',
    {
      onRequest: app.requireApprovedPhotographer,
      schema: {
        tags,
        summary: 'Confirm a pending booking',
        params: idParams,
        response: { 200: z.object({ booking: bookingSchema }), 409: errorDoc },
      },
    },
    async (request) => ({ booking: await confirmBooking(deps(), viewerOf(request), request.params.id) }),
  );
  scope.post(
    '/:id/reschedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Move a booking to another free time (clients: more than 48 hours before)',
        params: idParams,
        body: rescheduleInputSchema,
        response: { 200: z.object({ booking: bookingSchema }), 409: errorDoc },
      },
    },
    async (request) => ({
      booking: await rescheduleBooking(
        deps(),
        { viewer: viewerOf(request) },
        request.params.id,
        request.body.startsAt,
        request.body.beyondHorizon,
      ),
    }),
  );
  scope.get(
    '/:id/slots',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Free times a booking can move to on a date',
        params: idParams,
        querystring: z.object({ date: dateString }),
        response: { 200: slotsSchema },
      },
    },
    async (request) =>
      slotsForBooking(deps(), { viewer: viewerOf(request) }, request.params.id, request.query.date),
  );
  scope.post(
    '/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Cancel a booking (clients: more than 48 hours before); the photographer says who caused it and the refund follows',
        params: idParams,
        body: cancelInputSchema.nullish(),
        response: { 200: z.object({ booking: bookingSchema }), 409: errorDoc },
      },
    },
    async (request) => ({
      booking: await cancelBooking(
        deps(),
        { viewer: viewerOf(request) },
        request.params.id,
        request.body ?? {},
        requestOrigin(request),
      ),
    }),
  );
  scope.get(
    '/:id/cancel-quote',
    {
      onRequest: app.requireApprovedPhotographer,
      schema: {
        tags,
        summary: "What a cancellation refunds: paid so far and the linked contract's terms",
        params: idParams,
        response: { 200: cancelQuoteSchema },
      },
    },
    async (request) => cancelQuote(deps(), viewerOf(request), request.params.id),
  );
};

const slugParams = z.object({ slug: safeText().min(1).max(60) });
const PUBLIC_BOOKING_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

/** Booking from a listed photographer's profile (/api/public/booking/:slug), and the calendar feed. */
export const publicBookingRoutes: FastifyPluginAsyncZod<SchedulingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  await registerFormRateLimit(app);
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.get(
    '/booking/:slug',
    {
      schema: {
        tags,
        summary: "A listed photographer's session types",
        params: slugParams,
        response: { 200: publicBookingInfoSchema, 404: errorDoc },
      },
    },
    async (request) => publicBookingInfo(deps(), request.params.slug),
  );
  scope.get(
    '/booking/:slug/slots',
    {
      schema: {
        tags,
        summary: 'Free starts of a session type',
        params: slugParams,
        // A visitor never leaves a booking out of the busy time.
        querystring: slotsQuerySchema.omit({ excludeBookingId: true }),
        response: { 200: slotsSchema, 404: errorDoc },
      },
    },
    async (request) => publicSlots(deps(), request.params.slug, request.query),
  );
  scope.post(
    '/booking/:slug',
    {
      onRequest: app.optionalViewer,
      config: { rateLimit: PUBLIC_BOOKING_LIMIT },
      schema: {
        tags,
        summary: 'Book a session (Pending; held 30 minutes while a deposit is paid)',
        params: slugParams,
        body: bookingInputSchema,
        response: { 201: publicBookingResultSchema, 404: errorDoc, 409: errorDoc },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await publicBook(deps(), request.params.slug, request.body, request.viewer ?? null)),
  );
  scope.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: "A photographer's private calendar feed (ICS)",
        params: z.object({ file: safeText().max(120) }),
      },
    },
    async (request, reply) => {
      const ics = await calendarFeed(deps(), request.params.file.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
};
