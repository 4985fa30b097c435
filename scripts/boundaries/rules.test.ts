import { describe, expect, it } from 'vitest';
import { findModuleCycles, findViolations, importsOf } from './rules.ts';

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

  it('lets a module import only what another module declares public', () => {
    const from = 'src/server/modules/admin/admin.routes.ts';
    expect(check(from, "import { x } from '../notifications/outbox.repository.ts';")).toHaveLength(1);
    expect(check(from, "import { x } from '../inquiries/form-rate-limit.ts';")).toHaveLength(1);
    // Named like a service, but not declared: renaming a file does not make it public.
    expect(check(from, "import { x } from '../notifications/outbox.service.ts';")).toHaveLength(1);
    expect(check(from, "import { x } from '../notifications/mailer.service.ts';")).toEqual([]);
    // Another module's routes or plugin are never its public surface.
    expect(
      check('src/server/modules/content/content.plugin.ts', "import { r } from '../media/media.routes.ts';"),
    ).toHaveLength(1);
    expect(check(from, "import { x } from './admin.repository.ts';")).toEqual([]);
  });

  it('lets platform code reach a module only through its platform face, and app.ts its plugin', () => {
    expect(
      check('src/server/plugins/auth.ts', "import { x } from '../modules/accounts/auth-secret.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/server/plugins/auth.ts', "import { x } from '../modules/accounts/accounts.platform.ts';"),
    ).toEqual([]);
    expect(
      check(
        'src/server/control/control-server.ts',
        "import { x } from '../modules/accounts/user-admin.service.ts';",
      ),
    ).toHaveLength(1);
    expect(
      check('src/server/jobs/prune.job.ts', "import { x } from '../modules/a/a.repository.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/server/plugins/mailer.ts', "import { s } from '../modules/content/site.service.ts';"),
    ).toHaveLength(1);
    expect(check('src/server/app.ts', "import { m } from './modules/clients/clients.plugin.ts';")).toEqual(
      [],
    );
    expect(
      check('src/server/app.ts', "import { r } from './modules/clients/clients.routes.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/server/plugins/x.ts', "import { m } from '../modules/clients/clients.plugin.ts';"),
    ).toHaveLength(1);
  });

  it('finds modules that depend on each other in a circle, once each, and not through tests', () => {
    const file = (path: string, ...imports: string[]) => ({
      path,
      source: imports.map((to) => `import { x } from '${to}';`).join('\n'),
    });
    expect(
      findModuleCycles([
        file('src/server/modules/contracts/contracts.service.ts', '../scheduling/booking-links.service.ts'),
        file('src/server/modules/scheduling/scheduling.plugin.ts', '../contracts/contract-terms.service.ts'),
        file('src/server/modules/a/a.service.ts', '../b/b.service.ts'),
        file('src/server/modules/b/b.service.ts', '../c/c.service.ts'),
        file('src/server/modules/c/c.service.ts', '../a/a.service.ts', './c.repository.ts'),
        file('src/server/modules/d/d.int.test.ts', '../a/a.service.ts'),
        file('src/server/modules/a/a.int.test.ts', '../d/d.service.ts'),
      ]),
    ).toEqual([
      ['a', 'b', 'c'],
      ['contracts', 'scheduling'],
    ]);
    expect(
      findModuleCycles([
        file('src/server/modules/contracts/contracts.service.ts', '../scheduling/booking-links.service.ts'),
      ]),
    ).toEqual([]);
  });

  it('keeps SQL and transactions out of route files', () => {
    expect(check('src/server/modules/a/a.routes.ts', "import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(
      check('src/server/modules/a/a.routes.ts', "import { t } from '../../db/transaction.ts';"),
    ).toHaveLength(1);
    expect(check('src/server/modules/a/a.plugin.ts', "import { t } from '../../db/transaction.ts';")).toEqual(
      [],
    );
    expect(check('src/server/modules/a/a.service.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
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
