/**
 * The server's one clock (decision 256). Services that decide by the time of day (holds that
 * run out, reminders, lapsed requests, due and overdue invoices, "today" in the studio and the
 * reports) read `clock.now()`; tests move it with `setClock` and put it back with `resetClock`
 * (`atTime` in tests/clock.ts does both), so no service takes a clock in its dependencies.
 */
const systemTime = () => new Date();

let reading: () => Date = systemTime;

export const clock = {
  /** The current instant: the system's, unless a test set the clock. */
  now: (): Date => reading(),
};

/** For tests: the clock reads `at` (a fixed instant, or a function of the real time) until reset. */
export function setClock(at: Date | (() => Date)): void {
  reading = typeof at === 'function' ? at : () => new Date(at.getTime());
}

/** For tests: the system's time again. */
export function resetClock(): void {
  reading = systemTime;
}
