import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAdminSchema } from '../../shared/admin.ts';
import { createBackupStream } from '../backup/archive.ts';
import { runDir } from '../lib/data-dir-lock.ts';
import { createOrPromoteAdmin } from '../modules/accounts/user-admin.service.ts';
import { emailLogTotal, listEmailLog } from '../modules/notifications/email-log.service.ts';

/**
 * The local control channel (docs/decisions/051-local-control-channel.md): HTTP on a Unix
 * socket at DATA_DIR/run/control.sock, inside a 0700 folder and itself 0600, so only the
 * owner of DATA_DIR (and root) can connect. Commands hand their work to the running server
 * here instead of opening the data folder a second time.
 */

export const controlSocketPath = (dataDir: string) => path.join(runDir(dataDir), 'control.sock');

export interface ControlInfo {
  pid: number;
  publicUrl: string;
  database: 'pglite' | 'postgres';
}

const outboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(10) });

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('request too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startControlServer(
  app: FastifyInstance,
  opts: { dataDir: string; publicUrl: string },
): Promise<http.Server> {
  const info: ControlInfo = { pid: process.pid, publicUrl: opts.publicUrl, database: app.database.kind };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    try {
      if (req.method === 'GET' && url.pathname === '/info') return send(res, 200, info);
      if (req.method === 'POST' && url.pathname === '/admins') {
        const parsed = createAdminSchema.safeParse(await readJson(req));
        if (!parsed.success) return send(res, 400, { error: z.prettifyError(parsed.error) });
        const result = await createOrPromoteAdmin(app.db, parsed.data);
        app.log.info(
          { email: result.user.email, created: result.created },
          'super admin set from the command line',
        );
        return send(res, 200, { ...result, loginUrl: `${opts.publicUrl}/login` });
      }
      if (req.method === 'GET' && url.pathname === '/outbox') {
        const { limit } = outboxQuery.parse(Object.fromEntries(url.searchParams));
        return send(res, 200, {
          emails: await listEmailLog(app.db, limit),
          total: await emailLogTotal(app.db),
        });
      }
      if (req.method === 'GET' && url.pathname === '/backup') {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        await pipeline(createBackupStream(app.database, opts.dataDir), res);
        app.log.info('backup written through the control channel');
        return;
      }
      send(res, 404, { error: 'unknown control request' });
    } catch (err) {
      app.log.error({ err }, 'control request failed');
      if (!res.headersSent) send(res, 500, { error: (err as Error).message });
      else res.destroy(err as Error);
    }
  });
  const socket = controlSocketPath(opts.dataDir);
  // We hold the folder's lock, so a socket file left here belongs to a dead process.
  fs.rmSync(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return server;
}
