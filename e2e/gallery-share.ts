import type { Page } from '@playwright/test';
import type { DirectoryServer } from './directory-seed';
import { expect } from './fixtures';

/**
 * From an open gallery in the studio: Share gallery, with one email, open to anyone with the
 * link, then the gallery link in the invitation that email received (read from the outbox).
 */
export async function shareGalleryWithOneEmail(
  page: Page,
  server: DirectoryServer,
  email: string,
): Promise<string> {
  await page.getByRole('button', { name: 'Share gallery' }).click();
  const share = page.getByRole('dialog');
  await share.getByLabel('Add someone').fill(email);
  await share.getByRole('button', { name: 'Add', exact: true }).click();
  await share.getByLabel('Who can open it').selectOption('none');
  await share.getByRole('button', { name: 'Share and email 1 person' }).click();
  await expect(share.getByRole('heading', { name: 'Gallery shared' })).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => Boolean(await server.latestEmail(email, 'gallery-invitation'))).toBe(true);
  const invitation = await server.latestEmail(email, 'gallery-invitation');
  const link = invitation?.text.match(/https?:\/\/\S+\/gallery\/[\w-]+\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no gallery link in the invitation to ${email}`);
  return link;
}
