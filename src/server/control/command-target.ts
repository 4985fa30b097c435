import { acquireDataDirLock, DataDirBusyError, type DataDirLock, staleNotice } from '../lib/data-dir-lock.ts';
import { type ControlClient, connectToServer } from './control-client.ts';
import type { ControlInfo } from './control-server.ts';

/**
 * Where a command does its work: through the running server that holds DATA_DIR, or, when no
 * process holds it, directly, holding the folder's lock itself so no server starts meanwhile.
 */
export type CommandTarget =
  | { kind: 'server'; client: ControlClient; info: ControlInfo }
  | { kind: 'direct'; lock: DataDirLock };

/** Throws DataDirBusyError when another command (not a server) holds the folder. */
export async function findCommandTarget(dataDir: string, role: string): Promise<CommandTarget> {
  try {
    const lock = await acquireDataDirLock(dataDir, role);
    const notice = staleNotice(lock);
    if (notice) console.warn(notice);
    return { kind: 'direct', lock };
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    const server = await connectToServer(err.dataDir);
    if (!server) throw err;
    return { kind: 'server', ...server };
  }
}

/** Prints a refusal or failure as one line and ends the command with exit code 1. */
export function failCommand(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
