import { sqlState } from '../db/errors.ts';
import { DataDirBusyError } from './data-dir-lock.ts';

/** A start failure we can name, with its fix; the server prints it as one line and exits 1. */
export class StartFailure extends Error {}

export interface StartContext {
  host: string;
  port: number;
  databaseUrl: string | undefined;
}

function errnoCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  const inner = (err as { errors?: unknown[] } | undefined)?.errors?.[0];
  return inner ? errnoCode(inner) : undefined;
}

/** The host:port of DATABASE_URL without its password. */
export function databaseTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Errors a database that is still coming up answers with: worth a few retries. */
export function isTransientDatabaseError(err: unknown): boolean {
  const code = errnoCode(err);
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === 'EAI_AGAIN' ||
    code === '57P03' // the database system is starting up
  );
}

/** One line: what went wrong and what to do about it. */
export function describeStartFailure(err: unknown, ctx: StartContext): string {
  if (err instanceof StartFailure || err instanceof DataDirBusyError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  const code = errnoCode(err);
  const syscall = (err as { syscall?: unknown } | undefined)?.syscall;
  if (syscall === 'listen' || (code === 'EADDRINUSE' && !ctx.databaseUrl)) {
    if (code === 'EADDRINUSE') {
      return `Port ${ctx.port} on ${ctx.host} is already in use (EADDRINUSE): stop the program using it, or set PORT to a free port.`;
    }
    if (code === 'EACCES' || code === 'EPERM') {
      return `Not allowed to listen on port ${ctx.port} (${code}): ports below 1024 need privileges; set PORT to 1024 or above (e.g. PORT=3000).`;
    }
    if (code === 'EADDRNOTAVAIL') {
      return `Cannot listen on ${ctx.host} (EADDRNOTAVAIL): set HOST to an address of this machine, or 0.0.0.0.`;
    }
  }
  if (ctx.databaseUrl) {
    const target = databaseTarget(ctx.databaseUrl);
    const state = sqlState(err);
    if (isTransientDatabaseError(err)) {
      return `Cannot reach the database at ${target} (${code}): start PostgreSQL or fix DATABASE_URL.`;
    }
    if (code === 'ENOTFOUND')
      return `The database host in DATABASE_URL (${target}) does not resolve: fix DATABASE_URL.`;
    if (state === '28P01' || state === '28000') {
      return `The database at ${target} refused the credentials (${state}): fix the user and password in DATABASE_URL.`;
    }
    if (state === '3D000')
      return `The database ${target} does not exist (3D000): create it (createdb) or fix DATABASE_URL.`;
  }
  return `Aworan failed to start: ${message.split('\n')[0]}`;
}
