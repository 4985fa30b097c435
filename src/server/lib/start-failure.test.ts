import { describe, expect, it } from 'vitest';
import { DataDirBusyError } from './data-dir-lock.ts';
import { databaseTarget, describeStartFailure, isTransientDatabaseError } from './start-failure.ts';

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} happened`), { code, ...extra });
const embedded = { host: '0.0.0.0', port: 3000, databaseUrl: undefined };
const server = { ...embedded, databaseUrl: 'postgres://app:secret@db.internal:6543/aworan' };

describe('describeStartFailure', () => {
  it('names a taken port and the fix', () => {
    const line = describeStartFailure(errno('EADDRINUSE', { syscall: 'listen' }), embedded);
    expect(line).toBe(
      'Port 3000 on 0.0.0.0 is already in use (EADDRINUSE): stop the program using it, or set PORT to a free port.',
    );
  });

  it('names a port it may not bind', () => {
    const line = describeStartFailure(errno('EACCES', { syscall: 'listen' }), { ...embedded, port: 80 });
    expect(line).toMatch(/^Not allowed to listen on port 80 \(EACCES\).*set PORT/);
  });

  it('names an unreachable database without printing its password', () => {
    const line = describeStartFailure(errno('ECONNREFUSED'), server);
    expect(line).toBe(
      'Cannot reach the database at db.internal:6543/aworan (ECONNREFUSED): start PostgreSQL or fix DATABASE_URL.',
    );
    expect(line).not.toContain('secret');
  });

  it('reads a refused connection reported as an AggregateError', () => {
    const aggregate = new AggregateError([errno('ECONNREFUSED')], 'connect failed');
    expect(isTransientDatabaseError(aggregate)).toBe(true);
    expect(describeStartFailure(aggregate, server)).toContain('Cannot reach the database');
  });

  it('names wrong credentials and a missing database by their SQLSTATE', () => {
    expect(describeStartFailure(errno('28P01'), server)).toContain('refused the credentials');
    expect(describeStartFailure(errno('3D000'), server)).toContain('does not exist (3D000): create it');
    expect(isTransientDatabaseError(errno('28P01'))).toBe(false);
    expect(isTransientDatabaseError(errno('57P03'))).toBe(true);
  });

  it('passes the lock refusal through as its one line', () => {
    const busy = new DataDirBusyError('/srv/aworan/data', { pid: 4242, role: 'server', startedAt: '' });
    expect(describeStartFailure(busy, embedded)).toBe(
      'The data folder /srv/aworan/data is in use by process 4242 (server): one process per data folder. ' +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  });

  it('keeps an unknown error to its first line', () => {
    expect(describeStartFailure(new Error('boom\n  at somewhere'), embedded)).toBe(
      'Aworan failed to start: boom',
    );
    expect(databaseTarget('not a url')).toBe('DATABASE_URL');
  });
});
