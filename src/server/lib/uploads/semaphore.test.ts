import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs every task in order', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Let the first two start, then release tasks one by one as they arrive.
    while (order.length < 6 || releases.length > 0) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
