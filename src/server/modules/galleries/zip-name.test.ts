import { describe, expect, it } from 'vitest';
import { zipBaseName } from './gallery-downloads.service.ts';

describe("a gallery zip's name", () => {
  it('keeps the name as the photographer wrote it, "&" and apostrophes included', () => {
    expect(zipBaseName("Funke & Tobi's day")).toBe("Funke & Tobi's day");
    expect(zipBaseName('Ọlá & Àdùnní (2026)')).toBe('Ọlá & Àdùnní (2026)');
  });

  it('drops only what a file name cannot hold', () => {
    expect(zipBaseName('Lagos / Abuja: "best" <of> 2026?')).toBe('Lagos Abuja best of 2026');
    expect(zipBaseName('..hidden')).toBe('hidden');
    expect(zipBaseName(' \u0000 ')).toBe('gallery');
  });
});
