import { test as base, expect } from '@playwright/test';

/**
 * Every page is watched for console errors and failed scripts: a journey fails if the app
 * logged an error it did not expect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
