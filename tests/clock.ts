import { resetClock, setClock } from '../src/server/lib/clock.ts';

/** Runs `work` with the server's clock at `at`, then puts the clock back (even when it throws). */
export async function atTime<T>(at: Date | number, work: () => Promise<T>): Promise<T> {
  setClock(new Date(at));
  try {
    return await work();
  } finally {
    resetClock();
  }
}
