import fs from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { type ControlInfo, controlSocketPath } from './control-server.ts';

/** Talks to the running server over DATA_DIR/run/control.sock (see control-server.ts). */
export class ControlClient {
  constructor(private readonly socketPath: string) {}

  request(method: string, path: string, body?: unknown): Promise<{ status: number; stream: Readable }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { socketPath: this.socketPath, method, path, headers: { 'content-type': 'application/json' } },
        (res) => resolve({ status: res.statusCode ?? 0, stream: res }),
      );
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const { status, stream } = await this.request(method, path, body);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { status, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T };
  }
}

/** The running server on this data folder, or undefined when none answers. */
export async function connectToServer(
  dataDir: string,
): Promise<{ client: ControlClient; info: ControlInfo } | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return undefined;
  const client = new ControlClient(socketPath);
  try {
    const { status, body } = await client.json<ControlInfo>('GET', '/info');
    return status === 200 ? { client, info: body } : undefined;
  } catch {
    return undefined;
  }
}
