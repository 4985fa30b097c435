import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface S3TestServer {
  /** STORAGE_URL for a fresh bucket on it. */
  url: string;
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

const ACCESS = 'S3RVER';
const SECRET = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, a dev dependency, run through its command line as a
 * child process) on 127.0.0.1 and a port the OS picks, over a throwaway folder, with one
 * empty bucket. Its credentials are s3rver's fixed S3RVER:S3RVER; it checks SigV4 signatures
 * and presigned expiries like S3 does.
 */
export async function startS3Server(bucket = 'aworan-test'): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    // s3rver's continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider.
    [
      '--openssl-legacy-provider',
      bin,
      ...['-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--no-vhost-buckets'],
      // Created empty at start (last: the option takes the arguments after it as config files).
      ...['--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /S3rver listening on [^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${output}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3://${ACCESS}:${SECRET}@127.0.0.1:${port}/${bucket}?tls=false`,
    endpoint,
    bucket,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
