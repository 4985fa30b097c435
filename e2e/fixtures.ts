import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * EVERY BROWSER TEST IMPORTS `test` AND `expect` FROM HERE, never from '@playwright/test'.
 *
 * An automatic fixture watches every page of the test (the default `page`, and pages of
 * contexts the test opens with `browser.newContext()`) and fails the test after it ran if
 * the app logged a console error or warning, or threw an uncaught error. A test that
 * provokes one on purpose says so first:
 *
 *   test('a wrong password says so', async ({ page, allowConsoleMessages }) => {
 *     allowConsoleMessages(/401 \(Unauthorized\)/);
 *
 * `consoleErrors` is the list so far, for tests that want to check it at a given point.
 */
export interface ConsoleFixtures {
  consoleErrors: string[];
  allowConsoleMessages: (...patterns: RegExp[]) => void;
  failOnConsoleMessages: undefined;
}

/**
 * Messages the app logs today that are known and harmless, each with the reason. Keep this
 * short: fix the cause instead where possible.
 */
const KNOWN_MESSAGES: RegExp[] = [];

export interface ConsoleState {
  messages: string[];
  allowed: RegExp[];
}

function watch(context: BrowserContext, state: ConsoleState) {
  context.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !KNOWN_MESSAGES.some((known) => known.test(message.text()))
    ) {
      state.messages.push(`${type}: ${message.text()} (${message.location().url || message.page()?.url()})`);
    }
  });
  context.on('weberror', (error) => state.messages.push(`pageerror: ${error.error().message}`));
}

export const test = base.extend<ConsoleFixtures & { consoleState: ConsoleState }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  consoleState: async ({}, use) => {
    await use({ messages: [], allowed: [] });
  },
  consoleErrors: async ({ consoleState }, use) => {
    await use(consoleState.messages);
  },
  allowConsoleMessages: async ({ consoleState }, use) => {
    await use((...patterns) => consoleState.allowed.push(...patterns));
  },
  failOnConsoleMessages: [
    async ({ context, browser, consoleState }, use) => {
      watch(context, consoleState);
      // Contexts the test opens itself are watched too, for the length of the test.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watch(opened, consoleState);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = consoleState.messages.filter(
        (message) => !consoleState.allowed.some((pattern) => pattern.test(message)),
      );
      expect(unexpected, 'console errors, warnings or uncaught errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
