import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  GALLERY_MESSAGES,
  galleryInputSchema,
  gallerySettingsInputSchema,
  MAX_PHOTO_BYTES,
  uploadStartSchema,
} from './galleries.ts';

describe('gallery contracts', () => {
  it('trims the form, lowercases the client email and allows none', () => {
    expect(galleryInputSchema.parse({ name: '  Ada at 30 ', clientEmail: ' ADA@Example.NG ' })).toEqual({
      name: 'Ada at 30',
      description: '',
      clientEmail: 'ada@example.ng',
    });
    expect(galleryInputSchema.parse({ name: 'x' }).clientEmail).toBe('');
    const empty = galleryInputSchema.safeParse({ name: ' ' });
    expect(empty.error?.issues[0]?.message).toBe(GALLERY_MESSAGES.nameRequired);
  });

  it('refuses files past the per-file limit before any byte is sent', () => {
    const start = { filename: 'a.jpg', sha256: 'a'.repeat(64) };
    expect(uploadStartSchema.safeParse({ ...start, sizeBytes: MAX_PHOTO_BYTES }).success).toBe(true);
    const big = uploadStartSchema.safeParse({ ...start, sizeBytes: MAX_PHOTO_BYTES + 1 });
    expect(big.error?.issues[0]?.message).toBe(GALLERY_MESSAGES.tooLarge);
  });

  it('takes a 4-digit PIN only, and the FAQ price of an extra photo by default', () => {
    const base = {
      expiresOn: null,
      downloadPolicy: 'open',
      downloadSize: 'original',
      look: 'portfolio',
      watermarkText: '',
      watermarkPosition: 'center',
      watermarkOpacity: 40,
    } as const;
    expect(gallerySettingsInputSchema.safeParse({ ...base, pin: '123' }).success).toBe(false);
    expect(gallerySettingsInputSchema.safeParse({ ...base, pin: '12a4' }).success).toBe(false);
    expect(gallerySettingsInputSchema.parse({ ...base, pin: '0420' })).toMatchObject({
      pin: '0420',
      includedPhotos: 0,
      extraPhotoKobo: 250_000,
    });
  });

  it('formats storage as a photographer reads it', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(2_800_000)).toBe('2.7 MB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('50 GB');
  });
});
