import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './rules.ts';

const check = (path: string, source: string) => findViolations([{ path, source }]).map((v) => v.rule);

describe('boundary rules', () => {
  it('resolves aliases, relative paths and dynamic imports, with line numbers', () => {
    const source =
      "import a from '@/features/x/y';\nimport { b } from '../lib/z.ts';\nconst c = import('./d');\n";
    expect(importsOf('src/client/features/q/w.tsx', source)).toEqual([
      { from: 'src/client/features/q/w.tsx', to: 'src/client/features/x/y', line: 1 },
      { from: 'src/client/features/q/w.tsx', to: 'src/client/features/lib/z.ts', line: 2 },
      { from: 'src/client/features/q/w.tsx', to: 'src/client/features/q/d', line: 3 },
    ]);
  });

  it('keeps components/ free of features/ and app/', () => {
    expect(
      check('src/client/components/layout/navbar.tsx', "import { A } from '@/features/accounts/menu';"),
    ).toHaveLength(1);
    expect(check('src/client/components/layout/navbar.tsx', "import { cn } from '@/lib/cn';")).toEqual([]);
  });

  it('keeps features apart, but a feature may use its own files', () => {
    expect(
      check('src/client/features/admin/tab.tsx', "import { x } from '@/features/accounts/api-errors';"),
    ).toHaveLength(1);
    expect(check('src/client/features/admin/tab.tsx', "import { x } from './confirm';")).toEqual([]);
  });

  it("refuses another module's repository and internals, allows its service", () => {
    const from = 'src/server/modules/admin/admin.routes.ts';
    expect(check(from, "import { x } from '../notifications/outbox.repository.ts';")).toHaveLength(1);
    expect(check(from, "import { x } from '../inquiries/form-rate-limit.ts';")).toHaveLength(1);
    expect(check(from, "import { x } from '../notifications/outbox.service.ts';")).toEqual([]);
    expect(
      check('src/server/jobs/prune.job.ts', "import { x } from '../modules/a/a.repository.ts';"),
    ).toHaveLength(1);
  });

  it('refuses one module registering another module’s routes', () => {
    const rules = check(
      'src/server/modules/content/content.plugin.ts',
      "import { r } from '../media/media.routes.ts';",
    );
    expect(rules).toEqual([expect.stringContaining("registers another module's routes")]);
  });

  it('keeps SQL out of route files and domain services out of plugins', () => {
    expect(check('src/server/modules/a/a.routes.ts', "import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(check('src/server/modules/a/a.service.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(
      check('src/server/plugins/mailer.ts', "import { s } from '../modules/content/site.service.ts';"),
    ).toHaveLength(1);
  });

  it('lets only test files import the test harness', () => {
    expect(
      check('src/server/modules/a/helpers.ts', "import { t } from '../../../../tests/test-app.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/server/modules/a/a.int.test.ts', "import { t } from '../../../../tests/test-app.ts';"),
    ).toEqual([]);
  });

  it('keeps src/shared runnable in both places', () => {
    expect(check('src/shared/money.ts', "import { x } from '../server/config.ts';")).toHaveLength(1);
  });
});
