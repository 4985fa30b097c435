import type { Page } from '@playwright/test';
import { logInFromHome } from './studio-nav';

/**
 * Signs in through the real Log in form, as a person does: from `/`, the navbar's Log in (the
 * menu on a phone), then the form; waits to leave /login. (Kept for the specs that call it.)
 */
export async function logIn(page: Page, base: string, user: { email: string; password: string }) {
  await logInFromHome(page, base, user);
}
