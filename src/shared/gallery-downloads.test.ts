import { describe, expect, it } from 'vitest';
import { downloadAccess } from './gallery-downloads.ts';

const standing = (over: Partial<{ favourites: number; submitted: boolean; invoiceDue: boolean }> = {}) => ({
  favourites: 3,
  submitted: false,
  invoiceDue: false,
  ...over,
});

describe('the download rule (decision 208)', () => {
  it('open: everything, for anybody, with nothing to explain', () => {
    expect(downloadAccess('open', null)).toEqual({ all: true, favourites: true, note: '' });
  });

  it('off: nothing, and the page says the photographer chose so', () => {
    expect(downloadAccess('off', standing({ submitted: true }))).toMatchObject({
      all: false,
      favourites: false,
    });
    expect(downloadAccess('off', null).note).toMatch(/turned downloads off/);
  });

  it('favourites only: the visitor’s own favourites, once they have some', () => {
    expect(downloadAccess('favourites', null)).toMatchObject({ all: false, favourites: false });
    expect(downloadAccess('favourites', standing({ favourites: 0 }))).toMatchObject({ favourites: false });
    expect(downloadAccess('favourites', standing())).toMatchObject({ all: false, favourites: true });
  });

  it('after payment: closed until the selection is submitted and its invoice is neither due nor unpaid', () => {
    expect(downloadAccess('after-payment', null).note).toBe(
      'Downloads open once you submit your selection and its invoice is paid.',
    );
    expect(downloadAccess('after-payment', standing())).toMatchObject({ all: false, favourites: false });
    expect(downloadAccess('after-payment', standing({ submitted: true, invoiceDue: true }))).toEqual({
      all: false,
      favourites: false,
      note: 'Downloads open once the invoice for your extra photos is paid.',
    });
    // Submitted within the package (no invoice), or with the invoice paid: open.
    expect(downloadAccess('after-payment', standing({ submitted: true }))).toMatchObject({
      all: true,
      favourites: true,
    });
  });
});
