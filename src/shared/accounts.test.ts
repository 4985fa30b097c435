import { describe, expect, it } from 'vitest';
import {
  passwordWeaknesses,
  photographerApplicationSchema,
  safeReturnPath,
  signedInHome,
  signUpSchema,
  TERMS_MESSAGE,
} from './accounts.ts';

describe('password strength', () => {
  it('accepts 8+ characters with letters and numbers', () => {
    expect(passwordWeaknesses('abcdefg1')).toEqual([]);
    expect(passwordWeaknesses('Ọmọ-ẹ̀kọ́ 2024')).toEqual([]);
  });

  it('gives every reason a password is weak', () => {
    expect(passwordWeaknesses('abc')).toEqual(['use at least 8 characters', 'include at least one number']);
    expect(passwordWeaknesses('12345678')).toEqual(['include at least one letter']);
    expect(passwordWeaknesses('')).toHaveLength(3);
    expect(passwordWeaknesses(`a1${'x'.repeat(127)}`)).toEqual(['use at most 128 characters']);
  });
});

describe('sign-up contract', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    password: 'abcdefg1',
    acceptTerms: true as const,
  };

  it('defaults the account type to customer', () => {
    expect(signUpSchema.parse(valid).role).toBe('customer');
  });

  it('refuses super_admin as an account type', () => {
    expect(signUpSchema.safeParse({ ...valid, role: 'super_admin' }).success).toBe(false);
  });

  it('requires the terms with the spec message', () => {
    const result = signUpSchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.error?.issues[0]?.message).toBe(TERMS_MESSAGE);
  });
});

describe('photographer application contract', () => {
  it('requires a business name with the spec message', () => {
    const result = photographerApplicationSchema.safeParse({ businessName: '  ' });
    expect(result.error?.issues[0]?.message).toBe('Business name is required');
  });

  it('takes an empty portfolio URL but refuses one that is not a URL', () => {
    expect(photographerApplicationSchema.safeParse({ businessName: 'Lens', portfolioUrl: '' }).success).toBe(
      true,
    );
    expect(
      photographerApplicationSchema.safeParse({ businessName: 'Lens', portfolioUrl: 'my site' }).success,
    ).toBe(false);
    expect(
      photographerApplicationSchema.safeParse({ businessName: 'Lens', portfolioUrl: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
  });
});

describe('return path after sign-in', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnPath('/admin?tab=users')).toBe('/admin?tab=users');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboard');
    expect(safeReturnPath('//evil.example')).toBe('/dashboard');
    expect(safeReturnPath('/\\evil.example')).toBe('/dashboard');
    // The browser drops a tab or newline: `/\t/evil.example` would become `//evil.example`.
    expect(safeReturnPath(new URLSearchParams('from=/%09/evil.example').get('from'))).toBe('/dashboard');
    expect(safeReturnPath('/\n/evil.example')).toBe('/dashboard');
    expect(safeReturnPath(null)).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example', '/studio')).toBe('/studio');
  });

  it('lands an approved photographer in the studio and everyone else on the dashboard', () => {
    expect(signedInHome({ role: 'photographer', isApproved: true })).toBe('/studio');
    expect(signedInHome({ role: 'photographer', isApproved: false })).toBe('/dashboard');
    expect(signedInHome({ role: 'customer', isApproved: true })).toBe('/dashboard');
    expect(signedInHome({ role: 'super_admin', isApproved: true })).toBe('/dashboard');
    expect(signedInHome(null)).toBe('/dashboard');
  });
});
