import fs from 'node:fs';
import { createVerifiedUser, expect, newUser, signInContext, test } from './accounts-server';
import { openAccountPlace, openStudio, sidewaysScroll } from './studio-nav';

/**
 * The photographer's client list, end to end: add (and the spec's error on an empty form),
 * edit, tabs, search, CSV import and export; then a customer whose email matches a client
 * record signs in and finds the photographer on their dashboard.
 */
test('a photographer runs their client list, and the client sees the photographer', async ({
  browser,
  context,
  page,
  request,
  server,
}) => {
  // Generous: one long journey, on a loaded CI runner too (decision 085).
  test.setTimeout(240_000);
  const photographer = await createVerifiedUser(request, server.url, 'photographer', newUser('studio'));
  const client = newUser('client');
  await signInContext(context, server.url, photographer);

  await page.goto(`${server.url}/`);
  await openStudio(page, 'Clients');
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
  await expect(page.getByText('No clients found in this category.')).toBeVisible();

  // Add: the empty form says what is missing and saves nothing.
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Client name and email are required').first()).toBeVisible();
  await dialog.getByLabel('Name').fill('Ngozi Obi');
  await dialog.getByLabel('Email').fill(client.email);
  await dialog.getByLabel('Phone').fill('0803 123 4567');
  await dialog.getByLabel('Notes').fill('Wedding in June');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /Ngozi Obi/ });
  await expect(row).toContainText('+2348031234567');
  await expect(row).toContainText('Wedding in June');
  await expect(row).toContainText('Lead');

  // Edit: make the lead an active client.
  await row.getByRole('button', { name: 'Actions for Ngozi Obi' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Update Client' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(row).toContainText('Active');

  // Tabs.
  await page.getByRole('tab', { name: /Leads/ }).click();
  await expect(page.getByText('No clients found in this category.')).toBeVisible();
  await page.getByRole('tab', { name: /Active/ }).click();
  await expect(page.getByRole('row', { name: /Ngozi Obi/ })).toBeVisible();
  await page.getByRole('tab', { name: /All Clients/ }).click();

  // Import: the preview flags the duplicate and the bad row, then the good rows are saved.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import clients from a CSV file' });
  const csv = [
    '\uFEFFName,Email,Phone,Notes,Status',
    '"Ade, Tola",tola@example.test,08021112222,"Said ""yes""",Lead',
    'Bayo Musa,bayo@example.test,,,Active',
    `Ngozi Again,${client.email.toUpperCase()},,,`,
    'No Email,,,,',
  ].join('\r\n');
  await importDialog.getByLabel('CSV file').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(importDialog.getByText(/of 4 rows ready to import/)).toContainText('2 of 4');
  await expect(importDialog.getByText('Already one of your clients: skipped')).toBeVisible();
  await expect(importDialog.getByText('Client name and email are required')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(page.getByText('2 clients imported, 2 skipped')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ade, Tola/ })).toBeVisible();

  // Search as you type: name, then phone as typed.
  const search = page.getByLabel('Search clients');
  await search.fill('tola');
  await expect(page.getByRole('row', { name: /Ade, Tola/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ngozi Obi/ })).toHaveCount(0);
  await search.fill('0803 123');
  await expect(page.getByRole('row', { name: /Ngozi Obi/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ade, Tola/ })).toHaveCount(0);
  await search.fill('');
  await expect(page.getByRole('row', { name: /Bayo Musa/ })).toBeVisible();

  // Export the Active tab.
  await page.getByRole('tab', { name: /Active/ }).click();
  await expect(page.getByRole('row', { name: /Ade, Tola/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clients-active-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain('Name,Email,Phone,Address,Notes,Status,Last Contact,Created');
  expect(exported).toContain('Ngozi Obi');
  expect(exported).toContain('Bayo Musa');
  expect(exported).not.toContain('Tola');

  // Send Email opens the composer with the spec's toast and subject.
  await page
    .getByRole('row', { name: /Ngozi Obi/ })
    .getByRole('button', { name: 'Actions for Ngozi Obi' })
    .click();
  await page.getByRole('menuitem', { name: 'Send Email' }).click();
  await expect(page.getByText(`Opening email composer to Ngozi Obi (${client.email})`)).toBeVisible();
  const composer = page.getByRole('dialog', { name: 'Send Email' });
  await expect(composer.getByLabel('Subject')).toHaveValue('Message from your photographer');
  await composer.getByRole('button', { name: 'Cancel' }).click();

  // The detail page and its timeline.
  await page.getByRole('link', { name: 'Ngozi Obi' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Status changed');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Client added');

  // On a phone the list fits the screen: the email under the name, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await openStudio(page, 'Clients');
  const phoneRow = page.getByRole('row', { name: /Ngozi Obi/ });
  await expect(phoneRow).toContainText(client.email);
  await expect(phoneRow.getByRole('button', { name: 'Actions for Ngozi Obi' })).toBeInViewport();
  expect(await sidewaysScroll(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The client signs up with the same email and finds the photographer on their dashboard.
  await createVerifiedUser(request, server.url, 'customer', client);
  const customerContext = await browser.newContext();
  await signInContext(customerContext, server.url, client);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`${server.url}/`);
  await openAccountPlace(customerPage, 'Dashboard');
  const mine = customerPage.getByRole('region', { name: 'Your photographers' });
  await expect(mine).toContainText(`${photographer.firstName} ${photographer.lastName}`);
  await expect(mine).toContainText('Invoices');
  await expect(mine).not.toContainText('Wedding in June');
  await mine.getByRole('link', { name: 'See all your photographers' }).click();
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Your photographers' })).toBeVisible();
  await expect(customerPage.getByRole('link', { name: /Email Studio/ })).toHaveAttribute(
    'href',
    `mailto:${photographer.email}`,
  );
  await customerContext.close();
});
