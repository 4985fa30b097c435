import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './client-status-badge';

describe('client timeline dates', () => {
  it('are Lagos dates and times, whatever the device’s time zone', () => {
    // 23:30 UTC on the 12th is 00:30 on the 13th in Lagos (UTC+1 all year).
    expect(formatDate('2026-12-12T23:30:00Z')).toBe('13 Dec 2026');
    expect(formatDateTime('2026-12-12T23:30:00Z')).toMatch(/^13 Dec 2026, (0|00|12):30/);
    // 09:15 UTC is 10:15 in Lagos.
    expect(formatDateTime('2026-06-01T09:15:00Z')).toMatch(/^1 Jun 2026, 10:15/);
  });
});
