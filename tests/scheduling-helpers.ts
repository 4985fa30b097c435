import { localOf } from '../src/server/modules/scheduling/slots.ts';

/** A Lagos calendar date `days` from now (YYYY-MM-DD). */
export const dayAhead = (days: number) =>
  localOf(new Date(Date.now() + days * 86_400_000), 'Africa/Lagos').date;

/** The UTC instant (ISO) of a Lagos wall-clock time; Lagos is UTC+1 all year. */
export const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();
