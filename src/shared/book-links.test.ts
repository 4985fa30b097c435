import { describe, expect, it } from 'vitest';
import { bookChooserLink, categoryOfChoice, matchSessionType, publicBookLink } from './book-links.ts';

const types = [
  { id: 'p', name: 'Portrait Session' },
  { id: 'f', name: 'Family Session' },
  { id: 'e', name: 'Event Coverage' },
  { id: 'w', name: 'Wedding Package' },
];

describe('book links from the marketing pages', () => {
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
