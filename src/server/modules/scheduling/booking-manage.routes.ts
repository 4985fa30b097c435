import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingSchema,
  dateString,
  managedBookingSchema,
  rescheduleInputSchema,
  slotsSchema,
} from '../../../shared/scheduling.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { privateToLink, tokenParams } from '../../lib/token-link.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import { managedBooking, managedCancel, managedReschedule, managedSlots } from './booking-manage.service.ts';
import type { SchedulingRouteOptions } from './scheduling.routes.ts';

const tags = ['scheduling'];
const errorDoc = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
/** A person changes a booking a few times, not hundreds: the link is a bearer secret. */
const CHANGE_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 };

/** The client's manage link (/api/public/bookings/:token): the token is the access (decision 206). */
export const manageBookingRoutes: FastifyPluginAsyncZod<SchedulingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  await registerFormRateLimit(app);
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'My booking, by the link in my emails',
        params: tokenParams,
        response: { 200: managedBookingSchema, 404: errorDoc },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return managedBooking(deps(), request.params.token);
    },
  );
  scope.get(
    '/:token/slots',
    {
      schema: {
        tags,
        summary: 'Free times my booking can move to on a date',
        params: tokenParams,
        querystring: z.object({ date: dateString }),
        response: { 200: slotsSchema, 404: errorDoc },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return managedSlots(deps(), request.params.token, request.query.date);
    },
  );
  scope.post(
    '/:token/reschedule',
    {
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        tags,
        summary: 'Move my booking to another free time (more than 48 hours before)',
        params: tokenParams,
        body: rescheduleInputSchema,
        response: { 200: z.object({ booking: bookingSchema }), 404: errorDoc, 409: errorDoc },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return { booking: await managedReschedule(deps(), request.params.token, request.body.startsAt) };
    },
  );
  scope.post(
    '/:token/cancel',
    {
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        tags,
        summary: 'Cancel my booking (more than 48 hours before)',
        params: tokenParams,
        response: { 200: z.object({ booking: bookingSchema }), 404: errorDoc, 409: errorDoc },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return { booking: await managedCancel(deps(), request.params.token, requestOrigin(request)) };
    },
  );
};
