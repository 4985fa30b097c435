import { afterEach, describe, expect, it } from 'vitest';
import { clock, resetClock, setClock } from './clock.ts';

afterEach(resetClock);

describe('the server clock', () => {
  it('reads the system time by default', () => {
    const before = Date.now();
    const at = clock.now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('stays where a test set it, as a fresh Date each time, until reset', () => {
    const set = new Date('2026-12-12T09:00:00Z');
    setClock(set);
    const a = clock.now();
    a.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-12-12T09:00:00.000Z');
    resetClock();
    expect(clock.now().getUTCFullYear()).toBeGreaterThan(2025);
  });

  it('can follow the real time at an offset', () => {
    setClock(() => new Date(Date.now() + 31 * 60_000));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(30 * 60_000);
  });
});
