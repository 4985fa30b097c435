import { describe, expect, it } from 'vitest';
import { lockDurationMs, lockedMessage, SIGN_IN_THROTTLE } from './sign-in-throttle.service.ts';

describe('sign-in slowdown per account and address', () => {
  it('lets the first failures through without a lock', () => {
    for (let n = 1; n < SIGN_IN_THROTTLE.freeFailures; n++) expect(lockDurationMs(n)).toBe(0);
  });

  it('locks for a minute at the fifth failure and doubles up to 15 minutes', () => {
    expect(lockDurationMs(5)).toBe(60_000);
    expect(lockDurationMs(6)).toBe(120_000);
    expect(lockDurationMs(7)).toBe(240_000);
    expect(lockDurationMs(9)).toBe(15 * 60_000);
    expect(lockDurationMs(500)).toBe(15 * 60_000);
  });

  it('tells the person how long to wait, rounded up to whole minutes', () => {
    expect(lockedMessage(1)).toContain('1 minute,');
    expect(lockedMessage(61_000)).toContain('2 minutes');
  });
});
