import { describe, expect, it } from 'vitest';
import {
  bookChooserLink,
  categoryOfChoice,
  matchSessionType,
  publicBookLink,
  tierBookLink,
} from './book-links.ts';

const types = [
  { id: 'p', name: 'Portrait Session' },
  { id: 'f', name: 'Family Session' },
  { id: 'e', name: 'Event Coverage' },
  { id: 'w', name: 'Wedding Package' },
];

describe('book links from the marketing pages', () => {
  it("narrows a priced tier's chooser to photographers with a package at that price or less", () => {
    expect(tierBookLink('/book?package=Basic', 2_500_000)).toBe('/book?package=Basic&maxPrice=25000');
    expect(tierBookLink('/scheduling?package=Wedding', 35_000_050)).toBe(
      '/book?package=Wedding&maxPrice=350000',
    );
    expect(tierBookLink('/book', 7_500_000)).toBe('/book?maxPrice=75000');
    // Custom has no price; other links are the editor's.
    expect(tierBookLink('/book?package=Custom', null)).toBe('/book?package=Custom');
    expect(tierBookLink('/contact?subject=general', 2_500_000)).toBe('/contact?subject=general');
    expect(tierBookLink('/booking-tips', 2_500_000)).toBe('/booking-tips');
  });

  it('sends old sign-in-only links to the public chooser, keeping the choice', () => {
    expect(publicBookLink('/scheduling?package=Basic')).toBe('/book?package=Basic');
    expect(publicBookLink('/scheduling')).toBe('/book');
    expect(publicBookLink('/contact')).toBe('/contact');
    expect(publicBookLink('https://example.com/scheduling')).toBe('https://example.com/scheduling');
    expect(bookChooserLink({ service: 'wedding', package: 'Royal Package' })).toBe(
      '/book?service=wedding&package=Royal+Package',
    );
  });

  it('narrows the directory to the service, or a tier named after a category', () => {
    expect(categoryOfChoice('wedding', 'Gold')).toBe('wedding');
    expect(categoryOfChoice(null, 'Commercial')).toBe('commercial');
    expect(categoryOfChoice('made-up', 'Basic')).toBe('');
  });

  it("preselects the photographer's session type a choice names, else none", () => {
    expect(matchSessionType(types, ['Wedding Package'])?.id).toBe('w');
    expect(matchSessionType(types, ['events'])?.id).toBe('e');
    expect(matchSessionType(types, ['Basic', 'portrait'])?.id).toBe('p');
    expect(matchSessionType(types, ['Premium', null])).toBeUndefined();
  });
});
