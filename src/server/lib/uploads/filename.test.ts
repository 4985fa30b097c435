import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from './filename.ts';

describe('sanitizeFilename', () => {
  it('keeps an ordinary name, accents and Yoruba letters included', () => {
    expect(sanitizeFilename('lekki-sunset.jpg')).toBe('lekki-sunset.jpg');
    expect(sanitizeFilename('Ọmọ Ẹ̀kọ́ 2026.png')).toBe('Ọmọ Ẹ̀kọ́ 2026.png'.normalize('NFC'));
  });

  it('drops folders, either slash, and leading dots', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\ada\\photo.jpg')).toBe('photo.jpg');
    expect(sanitizeFilename('.htaccess')).toBe('htaccess');
    expect(sanitizeFilename('..')).toBe('file');
  });

  it('removes control characters and replaces reserved and direction-override ones', () => {
    expect(sanitizeFilename('a\u0000b\r\nc.jpg')).toBe('abc.jpg');
    expect(sanitizeFilename('my"photo"<1>.jpg')).toBe('my_photo__1_.jpg');
    expect(sanitizeFilename('invoice\u202egpj.exe')).toBe('invoice_gpj.exe');
  });

  it('falls back for empty names and caps length, keeping the extension and whole characters', () => {
    expect(sanitizeFilename(undefined)).toBe('file');
    expect(sanitizeFilename('   ', 'image')).toBe('image');
    const long = sanitizeFilename(`${'😀'.repeat(200)}.jpeg`);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('😀.jpeg')).toBe(true);
  });
});
