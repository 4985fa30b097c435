import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/** More tests than this passing only on a retry fails a CI run. */
export const FLAKY_LIMIT = 1;

/** What the run's end says about its flaky tests, and whether it fails the run. */
export function flakyVerdict(titles: string[], ci: boolean): { lines: string[]; fail: boolean } {
  if (titles.length === 0) return { lines: [], fail: false };
  const fail = ci && titles.length > FLAKY_LIMIT;
  return {
    lines: [
      `${titles.length} test${titles.length === 1 ? '' : 's'} passed only on a retry:`,
      ...titles.map((title) => `  ${title}`),
      fail
        ? `More than ${FLAKY_LIMIT} flaky test in CI: the run fails. Fix the causes instead of retrying.`
        : 'Each one is a bug in the app or in the test: fix it.',
    ],
    fail,
  };
}

/**
 * Prints every test that passed only on a retry (Playwright counts it as passed), and fails a
 * CI run (CI set) when more than FLAKY_LIMIT did: a retry hides a race, it does not fix it.
 */
export default class FlakyReporter implements Reporter {
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase) {
    this.tests.add(test);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const flaky = [...this.tests]
      .filter((t) => t.outcome() === 'flaky')
      .map((t) => t.titlePath().slice(1).join(' › '));
    const { lines, fail } = flakyVerdict(flaky, Boolean(process.env.CI));
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
    return fail && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio() {
    return false;
  }
}
