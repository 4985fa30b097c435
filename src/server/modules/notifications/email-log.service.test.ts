import { describe, expect, it } from 'vitest';
import { outboxShownLine } from './email-log.service.ts';

describe('the outbox command says how many emails it did not show', () => {
  it('counts the older emails left out, and says how to see more', () => {
    expect(outboxShownLine(10, 57)).toBe(
      'Showing the 10 latest of 57 emails; 47 older ones are not shown (npm run outbox -- 50 shows up to 50, at most 200).',
    );
    expect(outboxShownLine(10, 11)).toContain('1 older one is not shown');
  });

  it('says so when nothing was left out', () => {
    expect(outboxShownLine(4, 4)).toBe('All 4 emails are shown.');
    expect(outboxShownLine(1, 1)).toBe('That is the only email.');
  });
});
