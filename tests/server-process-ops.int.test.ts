import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll, readArchive } from '../src/server/backup/archive.ts';
import { freePort } from './free-port.ts';
import {
  healthy,
  type Install,
  installEnv,
  type Proc,
  prepareInstall,
  run,
  SERVER_BUNDLE,
  startServer,
  waitForOutput,
} from './server-process-helpers.ts';

const ADMIN = { firstName: 'Ada', lastName: 'Obi', password: 'a-Str0ng-password' };

/** A sign-in from a browser on the default install's address (PUBLIC_URL http://localhost:PORT). */
async function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(url).port}` },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * The running server owns its data folder: second processes are refused or hand their work to
 * it over the control channel; the first admin comes without a restart (decisions 050, 051, 053).
 */
// Each test starts real processes (a few seconds each, much more on a loaded CI runner).
describe('a running server and its data folder', { timeout: 120_000 }, () => {
  let install: Install;
  let server: Proc & { url: string };
  let port: number;

  beforeAll(async () => {
    install = await prepareInstall();
    port = await freePort();
    server = await startServer(install, port);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await install.remove();
  });

  it('prints a one-time setup link that creates the first super admin once, then answers 410', async () => {
    // The link is printed once the server listens, so it may follow the first healthy answer.
    const token = (await waitForOutput(server, /\/setup#([A-Za-z0-9_-]{20,})/))[1]!;
    const post = (url: string, body: unknown) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
    expect((await post('/api/setup/check', { token })).status).toBe(200);
    const body = { ...ADMIN, email: 'first@example.com', token };
    expect((await post('/api/setup', body)).status).toBe(201);
    expect((await post('/api/setup', { ...body, email: 'second@example.com' })).status).toBe(410);
    expect((await post('/api/setup/check', { token })).status).toBe(410);
    expect((await signIn(server.url, 'first@example.com', ADMIN.password)).status).toBe(200);
    expect((await signIn(server.url, 'second@example.com', ADMIN.password)).status).toBe(401);
  });

  it('refuses a second server on the same folder with one line naming it and the PID; the first still answers', async () => {
    const second = run(SERVER_BUNDLE, [], installEnv(install, await freePort()));
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(fs.realpathSync(install.dataDir));
    expect(lines[0]).toContain(`process ${server.child.pid}`);
    expect(await healthy(server.url)).toBe(true);
  });

  it('admin:create hands the admin to the running server, prints its real URL, and the admin signs in at once', async () => {
    // No PORT or PUBLIC_URL given: the URL printed can only come from the running server.
    const cmd = run(
      'scripts/admin-create.ts',
      [
        '--email',
        'ops@example.com',
        '--password',
        ADMIN.password,
        '--first-name',
        'Ngozi',
        '--last-name',
        'Eze',
      ],
      { DATA_DIR: install.dataDir, DATABASE_URL: install.databaseUrl },
    );
    expect(await cmd.exited, cmd.output()).toBe(0);
    expect(cmd.output()).toContain(`http://localhost:${port}/login`);
    expect((await signIn(server.url, 'ops@example.com', ADMIN.password)).status).toBe(200);
  });

  it('outbox reads the running server’s outbox, and says so when a folder has no data', async () => {
    // Seven sign-ups: seven verification emails, more than the five the command shows.
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        // The browser's origin is the install's address (PUBLIC_URL), as in signIn above.
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({
          firstName: 'Outbox',
          lastName: `Reader ${i}`,
          email: `outbox-${i}@example.com`,
          password: 'Outbox-pass-1',
          role: 'customer',
          acceptTerms: true,
        }),
      });
      expect(res.status).toBe(200);
    }
    const cmd = run('scripts/outbox.ts', ['5'], {
      DATA_DIR: install.dataDir,
      DATABASE_URL: install.databaseUrl,
    });
    expect(await cmd.exited, cmd.output()).toBe(0);
    expect(cmd.output()).toContain(`server running at http://localhost:${port}`);
    // It says how many it showed of how many, so none is missed unknowingly.
    expect(cmd.output()).toMatch(/Showing the 5 latest of \d+ emails; \d+ older ones are not shown/);

    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-empty-'));
    const none = run('scripts/outbox.ts', [], { DATA_DIR: empty, DATABASE_URL: '' });
    expect(await none.exited).toBe(1);
    expect(none.output()).toContain(`No Aworan data found in ${empty}`);
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('backup writes one archive through the running server, with its rows and stored files', async () => {
    fs.mkdirSync(path.join(install.dataDir, 'uploads', 'media'), { recursive: true });
    fs.writeFileSync(path.join(install.dataDir, 'uploads', 'media', 'photo.webp'), 'not really a photo');
    const file = path.join(install.dataDir, '..', `${path.basename(install.dataDir)}-backup.tar.gz`);
    const cmd = run('scripts/backup.ts', [file], {
      DATA_DIR: install.dataDir,
      DATABASE_URL: install.databaseUrl,
    });
    expect(await cmd.exited, cmd.output()).toBe(0);
    expect(cmd.output()).toContain(`from the server running at http://localhost:${port}`);
    const entries = new Map<string, string>();
    for await (const entry of readArchive(file))
      entries.set(entry.name, (await readAll(entry.stream)).toString());
    fs.rmSync(file);
    expect(entries.get('files/uploads/media/photo.webp')).toBe('not really a photo');
    expect(entries.get('db/users.ndjson')).toContain('"email":"first@example.com"');
    expect(
      [...entries.keys()].some((name) => name.startsWith('files/run/') || name.startsWith('files/pglite/')),
    ).toBe(false);
  });

  it('exits 1 with one line when the port is already in use', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-port-'));
    const clash = run(SERVER_BUNDLE, [], {
      PORT: String(port),
      DATA_DIR: other,
      DATABASE_URL: install.databaseUrl,
      CLIENT_DIR: path.join(other, 'no-client'),
    });
    expect(await clash.exited).toBe(1);
    expect(clash.output().trim()).toMatch(
      /^Port \d+ on 127\.0\.0\.1 is already in use \(EADDRINUSE\)[^\n]*PORT/,
    );
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('after kill -9 a new server takes the folder over with a notice', async () => {
    const exited = server.exited;
    const oldPid = server.child.pid;
    server.child.kill('SIGKILL');
    await exited;
    server = await startServer(install, await freePort());
    expect(server.output()).toContain(`from process ${oldPid} (server), which is no longer running`);
    expect((await signIn(server.url, 'first@example.com', ADMIN.password)).status).toBe(200);
  }, 120_000);
});

describe('a database that cannot be reached', { timeout: 120_000 }, () => {
  it('gets a few retries, then one line naming it and the fix, exit code 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-nodb-'));
    const dbPort = await freePort(); // nothing listens there
    const proc = run(SERVER_BUNDLE, [], {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://app:secret@127.0.0.1:${dbPort}/aworan`,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    });
    expect(await proc.exited).toBe(1);
    const lines = proc.output().trim().split('\n');
    expect(lines.at(-1)).toBe(
      `Cannot reach the database at 127.0.0.1:${dbPort}/aworan (ECONNREFUSED): start PostgreSQL or fix DATABASE_URL.`,
    );
    expect(lines.slice(0, -1).every((l) => l.startsWith('Waiting for the database'))).toBe(true);
    expect(proc.output()).not.toContain('secret');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
