import { describe, expect, it } from 'vitest';
import { FLAKY_LIMIT, flakyVerdict } from '../e2e/flaky-reporter.ts';

describe('the browser tier’s flaky-test verdict', () => {
  it('says nothing when every test passed at once', () => {
    expect(flakyVerdict([], true)).toEqual({ lines: [], fail: false });
  });

  it('lists the tests that passed only on a retry, and fails CI beyond the limit', () => {
    const one = flakyVerdict(['a.spec.ts › checkout'], true);
    expect(one.fail).toBe(false);
    expect(one.lines.slice(0, 2)).toEqual(['1 test passed only on a retry:', '  a.spec.ts › checkout']);
    const two = flakyVerdict(['a.spec.ts › checkout', 'b.spec.ts › upload'], true);
    expect(FLAKY_LIMIT).toBe(1);
    expect(two.fail).toBe(true);
    expect(two.lines.at(-1)).toMatch(/the run fails/);
    expect(flakyVerdict(['a', 'b'], false).fail).toBe(false);
  });
});
