import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Sends N requests at once and returns every answer, in the order given. All requests are
 * built first and wait on one barrier; releasing it starts them in the same tick, so on
 * PostgreSQL (a pool of connections) their transactions really overlap. On PGlite (one
 * connection) they queue, so race tests belong to the integration-postgres project:
 *
 *   describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('…', …)
 *   const answers = await race(t.app, Array.from({ length: 8 }, () => ({ method: 'POST', url, payload })));
 *   expect(statuses(answers)).toEqual({ 201: 1, 409: 7 });
 */
export async function race(
  app: FastifyInstance,
  requests: InjectOptions[],
): Promise<LightMyRequestResponse[]> {
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inFlight = requests.map(async (request) => {
    await barrier;
    return app.inject(request);
  });
  release();
  return Promise.all(inFlight);
}

/**
 * The same for calls that are not HTTP requests (a service called directly, with its own
 * dependencies): every call waits on one barrier, then all start in the same tick.
 */
export async function allAtOnce<T>(calls: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inFlight = calls.map(async (call) => {
    await barrier;
    return call();
  });
  release();
  return Promise.allSettled(inFlight);
}

/** How many answers of each status, e.g. `{ 200: 1, 409: 3 }`. */
export function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
