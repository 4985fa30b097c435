import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords from breach corpora (about 49,000, the list zxcvbn-ts ships and
 * keeps), refused for every account, super admins included (OWASP ASVS 2.1.7). The check is
 * server-side only: the list is too large for the browser bundle. Lower-cased entries, so
 * `Password1` is refused like `password1`.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Choose another one.';
