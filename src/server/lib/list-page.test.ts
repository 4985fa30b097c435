import { describe, expect, it } from 'vitest';
import { pageWindow } from './list-page.ts';

describe('pageWindow', () => {
  it('turns page n of a size into LIMIT and OFFSET', () => {
    expect(pageWindow(1, 50)).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow(3, 25)).toEqual({ limit: 25, offset: 50 });
  });
});
