import { describe, expect, it } from 'vitest';
import { pageCount, tabPageQuerySchema } from './list-page.ts';

describe('list pages', () => {
  const query = tabPageQuerySchema(['all', 'drafts', 'sent'] as const);

  it('reads ?tab=&page=, the first tab and page 1 when left out', () => {
    expect(query.parse({})).toEqual({ tab: 'all', page: 1 });
    expect(query.parse({ tab: 'drafts', page: '3' })).toEqual({ tab: 'drafts', page: 3 });
  });

  it('refuses a tab it does not have and a page out of range', () => {
    expect(query.safeParse({ tab: 'paid' }).success).toBe(false);
    for (const page of ['0', '-1', '1.5', '10001', 'two']) {
      expect(query.safeParse({ page }).success, page).toBe(false);
    }
  });

  it('counts at least one page, and a last page that is not full', () => {
    expect(pageCount({ total: 0, pageSize: 50 })).toBe(1);
    expect(pageCount({ total: 50, pageSize: 50 })).toBe(1);
    expect(pageCount({ total: 51, pageSize: 50 })).toBe(2);
  });
});
