import { expect, type Page } from '@playwright/test';

/** Signs in through the real Log in form, as a person would, and waits to leave /login. */
export async function logIn(page: Page, base: string, user: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
